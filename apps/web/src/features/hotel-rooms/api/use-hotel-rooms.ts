import { useQuery } from '@tanstack/react-query';
import { ZRoomList } from '@waka/shared/rooms/room';
import { apiGet } from '@/lib/api-client';

export type Stay = { checkIn: string; checkOut: string };

/**
 * GET /rooms/hotel/{hotelId}?checkIn=&checkOut= — a hotel's room types; with
 * a stay each carries unitsLeft for every night of it.
 */
export function useHotelRooms(hotelId: string, stay: Stay | undefined) {
  return useQuery({
    queryKey: ['rooms', 'hotel', hotelId, stay?.checkIn ?? null, stay?.checkOut ?? null],
    queryFn: ({ signal }) => {
      const query = stay ? `?${new URLSearchParams(stay)}` : '';
      return apiGet(`/rooms/hotel/${encodeURIComponent(hotelId)}${query}`, ZRoomList, { signal });
    },
    // Units left change as others book: refresh more eagerly than the hotel lists.
    staleTime: 15_000,
  });
}
