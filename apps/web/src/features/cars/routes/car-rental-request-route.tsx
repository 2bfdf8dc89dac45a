import { useQueryClient } from '@tanstack/react-query';
import { ZCar, type TCar } from '@waka/shared/cars/car';
import { CAR_BOOKING_MESSAGES, type TCarBooking } from '@waka/shared/cars/car-booking';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { useCar } from '../api/use-car';
import { carKeys } from '../api/use-cars';
import { carName } from '../car-format';
import { HireBooked } from '../components/hire-booked';
import { RentalRequestForm } from '../components/rental-request-form';

/**
 * /car-listing/car-rental-request?carId= (docs/product.md#car-request). The
 * spec read the car from router state only, so a reload lost it; here the
 * car's id is in the URL and the car is loaded by it (the state, when a card
 * passed one, shows at once meanwhile).
 */
export function CarRentalRequestRoute() {
  const carId = useSearchParams()[0].get('carId')?.trim() ?? '';
  const handedOver = carFromState(useLocation().state, carId);
  const query = useCar(carId, handedOver);
  const queryClient = useQueryClient();
  const car = query.data;
  // An unknown id (404) or one that is not an id at all (400) is a car that is not listed.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  const [booked, setBooked] = useState<TCarBooking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const dismissFailure = useCallback(() => setFailure(null), []);

  const onBooked = (made: TCarBooking) => {
    setFailure(null);
    setBooked(made);
    setNotice(CAR_BOOKING_MESSAGES.submitted);
  };

  // Up to the reference once it is on the page, not in the click: changed
  // while a smooth scroll was under way, the page moved under it (scroll
  // anchoring) and the scroll stopped short.
  useEffect(() => {
    if (!booked) return;
    // Read once, when it scrolls: usePrefersReducedMotion follows the setting
    // live, which this does not need, and sharing it with the home page's hero
    // put a chunk of its own in the home page's first load (+0.2 KB).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'instant' : 'smooth' });
  }, [booked]);

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

      {booked ? (
        <HireBooked booking={booked} onBookAnother={() => setBooked(null)} />
      ) : car ? (
        <RentalRequestForm
          car={car}
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

      <Toast message={notice} onDismiss={dismissNotice} />
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
