import { useId, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerCarBookings } from '../api/use-owner-car-bookings';
import { useBookingsPage } from '../use-bookings-page';
import { PageSteps } from '@/components/ui/page-steps';
import { OwnerCarBookingCards } from './owner-car-booking-cards';
import { OwnerCarBookingsTable } from './owner-car-bookings-table';

/**
 * The page of car bookings in each of its states (docs/product.md#messages): a spinner, a
 * retryable error, the empty list, a page past the end, or the bookings with
 * their pages. The section is the size container: a table when it is 896 px
 * wide or more, cards below. Only one is displayed, so a screen reader meets
 * each booking once.
 */
export function CarBookingsResults({ onConfirmed }: { onConfirmed: (message: string) => void }) {
  const { page, pageSize, setPage } = useBookingsPage();
  const bookings = useOwnerCarBookings({ page, pageSize });
  const top = useRef<HTMLElement>(null);
  const headingId = useId();

  if (bookings.isPending) return <Spinner label="Loading car bookings..." />;
  if (bookings.isError) {
    return (
      <div className="wrap-anywhere">
        <LoadError
          title="We couldn’t load your car bookings."
          detail={bookings.error.message}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      </div>
    );
  }

  const { bookings: items, total } = bookings.data;
  if (total === 0) {
    return (
      <EmptyState title="No car bookings yet">
        <p className="text-sm text-slate-600">
          When guests hire your cars, their bookings show here.
        </p>
        <ButtonLink to="/owner/view-cars" variant="secondary">
          View cars
        </ButtonLink>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    const lastPage = Math.ceil(total / pageSize);
    return (
      <EmptyState title={`There is no page ${page}`}>
        <p className="text-sm text-slate-600">
          Your car bookings fill {lastPage === 1 ? '1 page' : `${lastPage} pages`}.
        </p>
        <Button variant="secondary" onClick={() => setPage(lastPage)}>
          Go to the last page
        </Button>
      </EmptyState>
    );
  }

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <section
      ref={top}
      aria-labelledby={headingId}
      aria-busy={bookings.isPlaceholderData}
      className={`flex scroll-mt-20 flex-col gap-4 transition-opacity ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <h2 id={headingId} className="sr-only">
        Car bookings
      </h2>
      <div className="@4xl:hidden">
        <OwnerCarBookingCards bookings={items} onConfirmed={onConfirmed} />
      </div>
      <div className="hidden @4xl:block">
        <OwnerCarBookingsTable bookings={items} onConfirmed={onConfirmed} />
      </div>
      <PageSteps
        label="Pages of car bookings"
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={goTo}
      />
    </section>
  );
}
