import { useCallback, useState } from 'react';
import type { TCar } from '@waka/shared/cars/car';
import { CAR_MESSAGES } from '@waka/shared/cars/register-car';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useOwnerCars } from '../api/use-owner-cars';
import { carName } from '../car-display';
import type { CarAction } from '../components/car-actions-menu';
import { DeleteCarDialog } from '../components/delete-car-dialog';
import { EditCarDialog } from '../components/edit-car-dialog';
import { OwnerCarDetailsDialog } from '../components/owner-car-details-dialog';
import { OwnerCarList } from '../components/owner-car-list';
import { OwnerCarsHeader } from '../components/owner-cars-header';

const REGISTER_CAR = '/owner/car-hire-registration';

/** /owner/view-cars (docs/product.md#owner-cars: View cars): the owner's cars, to view, edit and delete. */
export function ViewCarsRoute() {
  const cars = useOwnerCars();
  const [open, setOpen] = useState<{ action: CarAction; car: TCar } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const dismiss = useCallback(() => setNotice(null), []);
  // The open dialog follows the list (an edit just saved); a car just deleted finishes with its copy.
  const openCar = open
    ? (cars.data?.find((car) => car.carId === open.car.carId) ?? open.car)
    : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerCarsHeader
        title="List of Cars"
        actions={<ButtonLink to={REGISTER_CAR}>Register Car</ButtonLink>}
      >
        Every car you list for hire. Open a car’s menu to view, edit or delete it.
      </OwnerCarsHeader>

      {cars.isPending ? (
        <Spinner label="Loading your cars..." />
      ) : cars.isError ? (
        <div className="wrap-anywhere">
          <LoadError
            title="We couldn’t load your cars."
            detail={cars.error.message}
            onRetry={() => void cars.refetch()}
            retrying={cars.isFetching}
          />
        </div>
      ) : cars.data.length === 0 ? (
        <EmptyState title="You have not registered a car yet">
          <p className="text-sm text-slate-600">
            Register your first car and guests in Abuja can hire it by the hour.
          </p>
          <ButtonLink to={REGISTER_CAR}>Register Car</ButtonLink>
        </EmptyState>
      ) : (
        <OwnerCarList cars={cars.data} onAction={(action, car) => setOpen({ action, car })} />
      )}

      {open?.action === 'details' && openCar ? (
        <OwnerCarDetailsDialog
          car={openCar}
          onClose={close}
          onEdit={(car) => setOpen({ action: 'edit', car })}
        />
      ) : null}
      {open?.action === 'edit' && openCar ? (
        <EditCarDialog
          car={openCar}
          onClose={close}
          onEdited={() => {
            setOpen(null);
            setNotice(CAR_MESSAGES.edited);
          }}
        />
      ) : null}
      {open?.action === 'delete' && openCar ? (
        <DeleteCarDialog
          car={openCar}
          onClose={close}
          onDeleted={(car) => {
            setOpen(null);
            setNotice(`${carName(car)} (${car.licensePlate}) was deleted.`);
          }}
        />
      ) : null}
      <Toast message={notice} onDismiss={dismiss} />
    </div>
  );
}
