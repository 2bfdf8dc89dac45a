import { useQuery } from '@tanstack/react-query';
import { ownerHotelsQuery } from '@/lib/owner-queries';

/** The owner's hotels as the hotel filter's options, from the owner's hotel list query. */
export function useHotelOptions() {
  return useQuery({
    ...ownerHotelsQuery,
    select: (hotels) => hotels.map(({ hotelId, hotelName }) => ({ hotelId, hotelName })),
  });
}
