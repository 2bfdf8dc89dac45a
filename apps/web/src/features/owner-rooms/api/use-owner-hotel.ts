import { useQuery } from '@tanstack/react-query';
import { ownerHotelsQuery } from '@/lib/owner-queries';

/**
 * One hotel picked from the owner's hotel list: the heading's name, and proof
 * that the hotel is this owner's (null when it is not, docs/product.md#roles). An edited hotel
 * name shows here too.
 */
export function useOwnerHotel(hotelId: string) {
  return useQuery({
    ...ownerHotelsQuery,
    select: (hotels) => hotels.find((hotel) => hotel.hotelId === hotelId) ?? null,
  });
}
