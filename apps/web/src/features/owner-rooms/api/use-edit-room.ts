import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOwnerRoom, type TEditRoomRequest } from '@waka/shared/rooms/room-form';
import { apiSend } from '@/lib/api-client';
import { refreshRoomsOf, replaceCachedRoom } from './use-owner-rooms';

/**
 * PUT /rooms/{roomId} — the Edit Room modal's save (docs/product.md#api). Without
 * roomImage the stored images stay.
 */
export function useEditRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, request }: { roomId: string; request: TEditRoomRequest }) =>
      apiSend('PUT', `/rooms/${encodeURIComponent(roomId)}`, ZOwnerRoom, { body: request }),
    onSuccess: (room) => {
      replaceCachedRoom(queryClient, room);
      return refreshRoomsOf(queryClient, room.hotelId);
    },
  });
}
