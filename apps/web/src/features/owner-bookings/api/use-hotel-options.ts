import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/**
 * GET /owner/hotels — the owner's hotels, for the hotel filter. The key is the
 * one the owner's hotel screens use for the same call, so the answer is shared
 * and their edits refresh it.
 */
export function useHotelOptions() {
  return useQuery({
    queryKey: ['owner-hotels'],
    queryFn: ({ signal }) => apiGet('/owner/hotels', ZHotelList, { signal }),
    select: (hotels) => hotels.map(({ hotelId, hotelName }) => ({ hotelId, hotelName })),
  });
}
