import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ZOwnerRoomList, type TOwnerRoom } from '@waka/shared/rooms/room-form';
import { apiGet } from '@/lib/api-client';

/** The owner's rooms of one hotel; the writes below update or refresh it. */
export const ownerRoomsKey = (hotelId: string) => ['owner-rooms', hotelId] as const;

/** GET /owner/rooms?hotelId= — the hotel's room types, switched-off ones included, newest first. */
export function useOwnerRooms(hotelId: string) {
  return useQuery({
    queryKey: ownerRoomsKey(hotelId),
    queryFn: ({ signal }) =>
      apiGet(`/owner/rooms?${new URLSearchParams({ hotelId })}`, ZOwnerRoomList, { signal }),
  });
}

/** Puts a changed room into the cached list at once, without waiting for the refetch. */
export function replaceCachedRoom(queryClient: QueryClient, room: TOwnerRoom) {
  queryClient.setQueryData<TOwnerRoom[]>(ownerRoomsKey(room.hotelId), (rooms) =>
    rooms?.map((cached) => (cached.roomId === room.roomId ? room : cached)),
  );
}

/**
 * After a write: the owner's list, and the guests' rooms page of the hotel
 * (its key starts ['rooms', 'hotel', id]), are stale.
 */
export function refreshRoomsOf(queryClient: QueryClient, hotelId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerRoomsKey(hotelId) }),
    queryClient.invalidateQueries({ queryKey: ['rooms', 'hotel', hotelId] }),
  ]);
}
