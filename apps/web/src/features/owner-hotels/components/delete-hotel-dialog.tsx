import type { THotel } from '@waka/shared/hotels/hotel';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteHotel } from '../api/use-delete-hotel';

type DeleteHotelDialogProps = {
  hotel: THotel;
  onClose: () => void;
  onDeleted: (hotel: THotel) => void;
};

/**
 * The Delete Hotel confirmation (docs/product.md#owner-hotels, #deleting). A hotel with upcoming
 * bookings is refused (409): the server's message shows here and the dialog
 * stays open.
 */
export function DeleteHotelDialog({ hotel, onClose, onDeleted }: DeleteHotelDialogProps) {
  const remove = useDeleteHotel();
  const failure = remove.error
    ? (remove.error instanceof ApiError && remove.error.message) ||
      'Failed to delete the hotel. Please try again.'
    : null;
  return (
    <ConfirmDialog
      title="Delete Hotel"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={failure}
      onCancel={onClose}
      onConfirm={() => remove.mutate(hotel.hotelId, { onSuccess: () => onDeleted(hotel) })}
    >
      <p>{HOTEL_MESSAGES.confirmDelete(hotel.hotelName)}</p>
    </ConfirmDialog>
  );
}
