import type { THotel } from '@waka/shared/hotels/hotel';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useEditHotel } from '../api/use-edit-hotel';
import { editFormFrom, editRequestFrom } from '../hotel-form-values';
import { HotelForm } from './hotel-form';

type EditHotelDialogProps = {
  hotel: THotel;
  onClose: () => void;
  onEdited: (hotel: THotel) => void;
};

/** The server's message, or a plain one when it gave none (docs/product.md#messages: failures are visible, not only logged). */
function editFailure(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Failed to edit the hotel. Please try again.';
}

/** The Edit Hotel modal (docs/product.md#owner-hotels, #validation: Hotel edit): PUT /hotels/{id}, then close and say so. */
export function EditHotelDialog({ hotel, onClose, onEdited }: EditHotelDialogProps) {
  const edit = useEditHotel();
  const close = edit.isPending ? () => undefined : onClose;
  return (
    <Dialog title="Edit Hotel" onClose={close}>
      <HotelForm
        mode="edit"
        inDialog
        defaultValues={editFormFrom(hotel)}
        currentImage={hotel.hotelImage}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onCancel={close}
        describeFailure={editFailure}
        onSubmit={async (values) => {
          const saved = await edit.mutateAsync({
            hotelId: hotel.hotelId,
            request: editRequestFrom(values),
          });
          onEdited(saved);
        }}
      />
    </Dialog>
  );
}
