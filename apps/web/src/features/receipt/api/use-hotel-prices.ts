import { useQuery } from '@tanstack/react-query';
import { ZRoomList } from '@waka/shared/rooms/room';
import { apiGet } from '@/lib/api-client';

/**
 * GET /rooms/hotel/{hotelId} — the hotel's room types at today's prices: a
 * change is priced as a new booking is, at the price the room has now, not
 * the one it had when booked (docs/decisions/0023-cancellation-and-changes.md).
 * Asked afresh on each opening of the dialog.
 */
export function useHotelPrices(hotelId: string) {
  return useQuery({
    queryKey: ['rooms', 'hotel', hotelId, 'prices now'],
    queryFn: ({ signal }) =>
      apiGet(`/rooms/hotel/${encodeURIComponent(hotelId)}`, ZRoomList, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
