import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOwnerRoom, type TOwnerRoom } from '@waka/shared/rooms/room-form';
import { apiSend } from '@/lib/api-client';
import { ownerRoomsKey, refreshRoomsOf } from './use-owner-rooms';

function setCachedStatus(
  queryClient: ReturnType<typeof useQueryClient>,
  room: TOwnerRoom,
  roomStatus: boolean,
) {
  queryClient.setQueryData<TOwnerRoom[]>(ownerRoomsKey(room.hotelId), (rooms) =>
    rooms?.map((cached) => (cached.roomId === room.roomId ? { ...cached, roomStatus } : cached)),
  );
}

/**
 * PUT /rooms/status/{roomId} (docs/product.md#states: Room status): the list flips at once,
 * then saves; a failed save puts this room back as it was. Saves of one room
 * run one after another (the mutation scope), so the last click wins.
 */
export function useRoomStatus(room: TOwnerRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `room-status-${room.roomId}` },
    mutationFn: (roomStatus: boolean) =>
      apiSend('PUT', `/rooms/status/${encodeURIComponent(room.roomId)}`, ZOwnerRoom, {
        body: { roomStatus },
      }),
    onMutate: async (roomStatus) => {
      // A list refetch in flight would land on top of the flip with the old status.
      await queryClient.cancelQueries({ queryKey: ownerRoomsKey(room.hotelId) });
      setCachedStatus(queryClient, room, roomStatus);
    },
    onError: (_error, roomStatus) => setCachedStatus(queryClient, room, !roomStatus),
    // The owner's list already shows the saved status; only the guests' page is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rooms', 'hotel', room.hotelId] }),
    onSettled: (_saved, error) => (error ? refreshRoomsOf(queryClient, room.hotelId) : undefined),
  });
}
