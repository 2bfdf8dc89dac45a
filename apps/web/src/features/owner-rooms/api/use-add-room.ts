import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOwnerRoom, type TAddRoomRequest } from '@waka/shared/rooms/room-form';
import { apiSend } from '@/lib/api-client';
import { refreshRoomsOf } from './use-owner-rooms';

/** POST /rooms — the Add Room form's submit (docs/product.md#api); answers the new room. */
export function useAddRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAddRoomRequest) =>
      apiSend('POST', '/rooms', ZOwnerRoom, { body: request }),
    onSuccess: (room) => refreshRoomsOf(queryClient, room.hotelId),
  });
}
