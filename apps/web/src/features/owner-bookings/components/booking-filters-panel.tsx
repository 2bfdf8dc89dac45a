import { useCallback, useId, useState } from 'react';
import { OWNER_BOOKINGS_EARLIEST_DATE } from '@waka/shared/bookings/booking-lists';
import { PAYMENT_STATUSES } from '@waka/shared/payments/payment-words';
import { latestBookableDate } from '@waka/shared/hold-limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useHotelOptions } from '../api/use-hotel-options';
import { hasFilters } from '../booking-filters';
import { PAYMENT_LABELS } from '../booking-display';
import type { useBookingFilters } from '../use-booking-filters';
import { BookingSearchBox } from './booking-search-box';

const FIELDS = ['hotelId', 'paymentStatus', 'from', 'to'] as const;

/**
 * The list's filters: search, hotel, payment status and the stay dates (the
 * API's from and to: a booking with a night between them). Where the page is
 * narrow, all but the search fold behind a Filters button, so a phone opens
 * on the bookings rather than on a form.
 */
export function BookingFiltersPanel({
  filters,
}: {
  filters: ReturnType<typeof useBookingFilters>;
}) {
  const { query, problems, typed, setFilters, clearFilters } = filters;
  const hotels = useHotelOptions();
  const fieldsId = useId();
  const [open, setOpen] = useState(() => Boolean(problems.from || problems.to));
  const search = useCallback(
    (q: string, options: { replace: boolean }) => setFilters({ q }, options),
    [setFilters],
  );
  const hotelListed = !query.hotelId || hotels.data?.some((h) => h.hotelId === query.hotelId);
  const applied = FIELDS.filter((field) => query[field] !== undefined).length;
  const showClear = hasFilters(query) || Object.keys(problems).length > 0;

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <BookingSearchBox value={query.q ?? ''} onSearch={search} />
      <div
        id={fieldsId}
        className={`${open ? 'grid' : 'hidden'} gap-4 @xl:grid @xl:grid-cols-2 @4xl:grid-cols-4`}
      >
        <SelectField
          label="Hotel"
          value={query.hotelId ?? ''}
          onChange={(event) => setFilters({ hotelId: event.target.value })}
        >
          <option value="">All hotels</option>
          {hotels.data?.map((hotel) => (
            <option key={hotel.hotelId} value={hotel.hotelId}>
              {hotel.hotelName}
            </option>
          ))}
          {/* A link to a hotel since deleted: its past bookings still list. */}
          {!hotelListed && hotels.isSuccess ? (
            <option value={query.hotelId}>A hotel no longer listed</option>
          ) : null}
        </SelectField>
        <SelectField
          label="Payment status"
          value={query.paymentStatus ?? ''}
          onChange={(event) => setFilters({ paymentStatus: event.target.value })}
        >
          <option value="">All</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Staying from"
          type="date"
          value={typed('from')}
          min={OWNER_BOOKINGS_EARLIEST_DATE}
          max={typed('to') || latestBookableDate()}
          error={problems.from}
          hint="A night on or after this date"
          onChange={(event) => setFilters({ from: event.target.value })}
        />
        <FormField
          label="Staying until"
          type="date"
          value={typed('to')}
          min={typed('from') || OWNER_BOOKINGS_EARLIEST_DATE}
          max={latestBookableDate()}
          error={problems.to}
          hint="A night on or before this date"
          onChange={(event) => setFilters({ to: event.target.value })}
        />
      </div>
      <div
        className={`flex flex-wrap items-center justify-between gap-2 @xl:justify-end ${showClear ? '' : '@xl:hidden'}`}
      >
        <FiltersToggle open={open} applied={applied} controls={fieldsId} onToggle={setOpen} />
        {showClear ? (
          <Button variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type FiltersToggleProps = {
  open: boolean;
  applied: number;
  controls: string;
  onToggle: (open: boolean) => void;
};

/** Shows or folds the filters on a narrow page; says how many are on while folded. */
function FiltersToggle({ open, applied, controls, onToggle }: FiltersToggleProps) {
  return (
    <Button
      variant="secondary"
      aria-expanded={open}
      aria-controls={controls}
      className="@xl:hidden"
      onClick={() => onToggle(!open)}
    >
      {open ? 'Hide filters' : 'Filters'}
      {applied > 0 ? ` (${applied} on)` : ''}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`size-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </Button>
  );
}
