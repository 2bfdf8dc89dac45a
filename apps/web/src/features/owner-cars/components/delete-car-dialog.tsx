import type { TCar } from '@waka/shared/cars/car';
import { CAR_MESSAGES } from '@waka/shared/cars/register-car';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteCar } from '../api/use-delete-car';
import { carName } from '../car-display';

type DeleteCarDialogProps = {
  car: TCar;
  onClose: () => void;
  onDeleted: (car: TCar) => void;
};

/**
 * Confirm Deletion (docs/product.md#owner-cars, #deleting): the delete the spec never wired. A car
 * with upcoming bookings is refused (409); the server's message says so here
 * and the dialog stays open.
 */
export function DeleteCarDialog({ car, onClose, onDeleted }: DeleteCarDialogProps) {
  const remove = useDeleteCar();
  const error = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : 'Failed to delete the car. Please try again.'
    : null;
  return (
    <ConfirmDialog
      title={CAR_MESSAGES.confirmDeletion}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={() => remove.mutate(car, { onSuccess: () => onDeleted(car) })}
    >
      <p>
        Are you sure you want to delete{' '}
        <strong className="break-words">
          {carName(car)} ({car.licensePlate})
        </strong>
        ? This action cannot be undone.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Guests will no longer see it. Its past bookings are kept in View Car Bookings.
      </p>
    </ConfirmDialog>
  );
}
