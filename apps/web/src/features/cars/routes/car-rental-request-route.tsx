import { useQueryClient } from '@tanstack/react-query';
import { ZCar, type TCar } from '@waka/shared/cars/car';
import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';
import { useCar } from '../api/use-car';
import { carKeys } from '../api/use-cars';
import { carName } from '../car-format';
import { RentalRequestForm } from '../components/rental-request-form';
import { readPickupWindow } from '../car-listing-params';

/**
 * /car-listing/car-rental-request?carId= (docs/product.md#car-request). The
 * spec read the car from router state only, so a reload lost it; here the
 * car's id is in the URL and the car is loaded by it (the state, when a card
 * passed one, shows at once meanwhile). A window chosen on the listing rides
 * along in the URL too. Once booked, the page is the hire's receipt, at an
 * address a reload or the email's link opens again.
 */
export function CarRentalRequestRoute() {
  const [params] = useSearchParams();
  const carId = params.get('carId')?.trim() ?? '';
  const start = readPickupWindow(params) ?? undefined;
  const navigate = useNavigate();
  const handedOver = carFromState(useLocation().state, carId);
  const query = useCar(carId, handedOver);
  const queryClient = useQueryClient();
  const car = query.data;
  // An unknown id (404) or one that is not an id at all (400) is a car that is not listed.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  const [failure, setFailure] = useState<string | null>(null);
  const dismissFailure = useCallback(() => setFailure(null), []);

  const onBooked = (made: TCarBooking) =>
    void navigate(carHireReceiptPath(made.reference, made.email), { state: { hire: made } });

  const title = car ? `Rent the ${carName(car)}` : 'Car rental request';
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <title>{`${title} — Waka`}</title>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <Link
          to="/car-hire-service"
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Car Hire
        </Link>
        <span aria-hidden="true"> / </span>
        <Link
          to={CAR_LISTING_PATH}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          All cars
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Rental request</span>
      </nav>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>

      {car ? (
        <RentalRequestForm
          car={car}
          start={start}
          onBooked={onBooked}
          onFailed={setFailure}
          onPriceChanged={() => void queryClient.invalidateQueries({ queryKey: carKeys.all })}
        />
      ) : carId === '' ? (
        <CarMissing title="Choose a car first" why="This page needs a car from the listing." />
      ) : notFound ? (
        <CarMissing
          title="Car not found"
          why="This car isn’t listed on Waka any more, or the link is mistyped."
        />
      ) : query.isError ? (
        <LoadError
          title="We couldn’t load this car."
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Spinner label="Loading the car..." />
      )}

      <ErrorToast message={failure} onDismiss={dismissFailure} />
    </div>
  );
}

/** Router state is whatever the last page put there: trust it only if it is this car. */
function carFromState(state: unknown, carId: string): TCar | undefined {
  const parsed = ZCar.safeParse((state as { car?: unknown } | null)?.car);
  return parsed.success && parsed.data.carId === carId ? parsed.data : undefined;
}

function CarMissing({ title, why }: { title: string; why: string }) {
  return (
    <EmptyState title={title}>
      <p className="text-slate-600">{why}</p>
      <ButtonLink to={CAR_LISTING_PATH}>Browse cars</ButtonLink>
    </EmptyState>
  );
}
