import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/**
 * GET /owner/hotels, picked down to one hotel: the heading's name, and proof
 * that the hotel is this owner's (null when it is not, D10). Same key as the
 * owner's hotel list, so an edited hotel name shows here too.
 */
export function useOwnerHotel(hotelId: string) {
  return useQuery({
    queryKey: ['owner-hotels'],
    queryFn: ({ signal }) => apiGet('/owner/hotels', ZHotelList, { signal }),
    select: (hotels) => hotels.find((hotel) => hotel.hotelId === hotelId) ?? null,
  });
}
