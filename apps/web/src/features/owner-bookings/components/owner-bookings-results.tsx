import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useOwnerBookings } from '../api/use-owner-bookings';
import { hasFilters } from '../booking-filters';
import type { useBookingFilters } from '../use-booking-filters';
import { PageSteps } from '@/components/ui/page-steps';
import { BookingsSkeleton } from './bookings-skeleton';
import { OwnerBookingCards } from './owner-booking-cards';
import { OwnerBookingsTable } from './owner-bookings-table';
import type { PaymentNotice } from './payment-actions';

type OwnerBookingsResultsProps = {
  filters: ReturnType<typeof useBookingFilters>;
  onNotice: (notice: PaymentNotice) => void;
};

/**
 * The page of bookings in each of its states (docs/product.md#messages): a skeleton, a retryable
 * error, the two empty lists (none at all, none matching), or the bookings
 * with their pages. The section is the size container: a table when it is
 * 896 px wide or more, cards below. Only one is displayed, so a screen reader
 * meets each booking once.
 */
export function OwnerBookingsResults({ filters, onNotice }: OwnerBookingsResultsProps) {
  const { query, setPage, clearFilters } = filters;
  const bookings = useOwnerBookings(query);
  const top = useRef<HTMLElement>(null);
  const headingId = useId();

  if (bookings.isPending) return <BookingsSkeleton />;
  if (bookings.isError) {
    return (
      <div className="wrap-anywhere">
        <LoadError
          title="We couldn’t load your bookings."
          detail={bookings.error.message}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      </div>
    );
  }

  const { items, total, page, pageSize } = bookings.data;
  // An empty answer to the last filters says nothing about these: wait for their own.
  if (total === 0 && bookings.isPlaceholderData) return <BookingsSkeleton />;
  if (total === 0 && !hasFilters(query)) {
    return (
      <EmptyState title="No bookings yet">
        <p className="text-sm text-slate-600">
          When guests book rooms in your hotels, their bookings show here.
        </p>
      </EmptyState>
    );
  }
  if (total === 0) {
    return (
      <EmptyState title="No bookings match these filters">
        <p className="text-sm text-slate-600">
          Try other dates or another search, or see every booking.
        </p>
        <Button variant="secondary" onClick={clearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    const lastPage = Math.ceil(total / pageSize);
    return (
      <EmptyState title={`There is no page ${page}`}>
        <p className="text-sm text-slate-600">
          These bookings fill {lastPage === 1 ? '1 page' : `${lastPage} pages`}.
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
        Bookings
      </h2>
      <div className="@4xl:hidden">
        <OwnerBookingCards bookings={items} onNotice={onNotice} />
      </div>
      <div className="hidden @4xl:block">
        <OwnerBookingsTable bookings={items} onNotice={onNotice} />
      </div>
      <PageSteps
        label="Pages of bookings"
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={goTo}
      />
    </section>
  );
}
