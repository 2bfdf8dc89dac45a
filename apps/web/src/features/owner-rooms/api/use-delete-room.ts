import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import { apiSend } from '@/lib/api-client';
import { ownerRoomsKey, refreshRoomsOf } from './use-owner-rooms';

/** 204 No Content: there is nothing to check. */
const noContent = { parse: () => undefined };

/**
 * DELETE /rooms/{roomId} (docs/product.md#deleting). Refused with 409 and the server's message
 * while upcoming bookings hold the room; on success the row goes at once.
 */
export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: TOwnerRoom) =>
      apiSend('DELETE', `/rooms/${encodeURIComponent(room.roomId)}`, noContent),
    onSuccess: (_nothing, room) => {
      queryClient.setQueryData<TOwnerRoom[]>(ownerRoomsKey(room.hotelId), (rooms) =>
        rooms?.filter((cached) => cached.roomId !== room.roomId),
      );
      return refreshRoomsOf(queryClient, room.hotelId);
    },
  });
}
