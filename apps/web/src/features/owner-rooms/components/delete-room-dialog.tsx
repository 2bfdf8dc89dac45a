import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteRoom } from '../api/use-delete-room';

type DeleteRoomDialogProps = {
  room: TOwnerRoom;
  onClose: () => void;
  onDeleted: (room: TOwnerRoom) => void;
};

/**
 * Delete Room (docs/product.md#deleting): confirm first. A room that upcoming bookings hold is
 * refused (409); the server's message says why and what to do instead.
 */
export function DeleteRoomDialog({ room, onClose, onDeleted }: DeleteRoomDialogProps) {
  const remove = useDeleteRoom();
  const error = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : 'Failed to delete the room. Please try again.'
    : null;
  return (
    <ConfirmDialog
      title="Delete Room"
      confirmLabel="Delete Room"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={() => remove.mutate(room, { onSuccess: () => onDeleted(room) })}
    >
      <p>
        Are you sure you want to delete <strong className="break-words">{room.roomType}</strong>?
        This action cannot be undone.
      </p>
      <p className="mt-2 text-sm text-slate-600">Past bookings of this room are kept.</p>
    </ConfirmDialog>
  );
}
