import type { TCar } from '@waka/shared/cars/car';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useEditCar } from '../api/use-edit-car';
import { carName } from '../car-display';
import { editFormFrom, editRequestFrom } from '../car-form-values';
import { CarForm } from './car-form';

type EditCarDialogProps = {
  car: TCar;
  onClose: () => void;
  onEdited: (car: TCar) => void;
};

/** The spec only logged a failed edit (docs/product.md#messages); here it shows, with the server's reason. */
function editFailure(error: unknown): string {
  return `Failed to edit car: ${
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'
  }`;
}

/** The Edit car modal (docs/product.md#owner-cars, #validation: Car edit): PUT /cars/{id}, then close and say so. */
export function EditCarDialog({ car, onClose, onEdited }: EditCarDialogProps) {
  const edit = useEditCar();
  const close = edit.isPending ? () => undefined : onClose;
  return (
    <Dialog title={`Edit ${carName(car)}`} onClose={close}>
      <CarForm
        mode="edit"
        inDialog
        defaultValues={editFormFrom(car)}
        currentImage={car.carImage}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onCancel={close}
        describeFailure={editFailure}
        onSubmit={async (values) => {
          const saved = await edit.mutateAsync({
            carId: car.carId,
            request: editRequestFrom(values),
          });
          onEdited(saved);
        }}
      />
    </Dialog>
  );
}
