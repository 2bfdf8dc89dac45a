import { useCallback, useState, type ReactNode } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { lagosToday } from '@waka/shared/dates';
import { ButtonLink } from '@/components/ui/button';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { useStartOnlinePayment } from '@/lib/payments/use-start-online-payment';
import { useMyBookings, useMyCarHires, useShowCancelled } from '../api/use-my-bookings';
import { MyCarHireCard } from '../components/my-car-hire-card';
import { MyStayCard } from '../components/my-stay-card';
import { myBookingRows, upcomingAndPast, type MyBookingEntry } from '../my-booking-rows';
import { PaymentConfirmation } from '../components/payment-confirmation';

/**
 * /my-bookings (docs/product.md#my-bookings): the signed-in customer's own
 * stays and car hires from the server as cards, upcoming apart from past,
 * the newest made first in each. Pay Now starts the online payment; "Paid by
 * transfer?" opens the spec's Payment Confirmation for money sent outside Waka;
 * Cancel booking opens the cancellation dialog; a cancelled card says what
 * was kept and what comes back, and where the refund stands.
 */
export function MyBookingsRoute() {
  const bookings = useMyBookings();
  const hires = useMyCarHires();
  const online = useStartOnlinePayment();
  const [opening, setOpening] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<TListedBooking | null>(null);
  const showCancelled = useShowCancelled();
  const [notice, setNotice] = useState<string | null>(null);
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const failure = online.failure !== dismissedFailure ? online.failure : null;
  const dismissFailure = useCallback(() => setDismissedFailure(online.failure), [online.failure]);
  const failed = bookings.isError ? bookings : hires.isError ? hires : null;
  const rows = myBookingRows(bookings.data ?? [], hires.data ?? []);
  const { upcoming, past } = upcomingAndPast(rows, lagosToday());

  const payOnline = (booking: { reference: string; email: string }) => {
    setOpening(booking.reference);
    setDismissedFailure(null);
    online.start({ reference: booking.reference, email: booking.email });
  };

  const card = (row: MyBookingEntry) =>
    row.kind === 'stay' ? (
      <MyStayCard
        booking={row.booking}
        opening={online.busy && opening === row.booking.reference}
        busy={online.busy}
        onPayOnline={() => payOnline(row.booking)}
        onClaimTransfer={() => setClaiming(row.booking)}
        onCancelled={showCancelled}
      />
    ) : (
      <MyCarHireCard
        hire={row.hire}
        opening={online.busy && opening === row.hire.reference}
        busy={online.busy}
        onPayOnline={() => payOnline(row.hire)}
        onCancelled={showCancelled}
      />
    );

  return (
    <section className="mx-auto max-w-5xl px-4 pt-10 pb-16 sm:px-6">
      <title>My Bookings — Waka</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">My Bookings</h1>
      {failed ? (
        <LoadError
          title="We couldn’t load your bookings."
          detail={failed.error?.message}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : bookings.isPending || hires.isPending ? (
        <Spinner label="Loading your bookings..." />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 p-6">
          <p className="text-slate-700">You have no bookings yet.</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/rooms">Find a hotel</ButtonLink>
            <ButtonLink to={CAR_LISTING_PATH} variant="secondary">
              Hire a car
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <BookingList
            title="Upcoming"
            entries={upcoming}
            empty={
              <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-4 text-slate-700">
                <span className="mr-2">Nothing coming up.</span>
                <ButtonLink to="/rooms" variant="secondary">
                  Find a hotel
                </ButtonLink>
                <ButtonLink to={CAR_LISTING_PATH} variant="ghost">
                  Hire a car
                </ButtonLink>
              </div>
            }
            card={card}
          />
          {past.length > 0 ? (
            <BookingList title="Past and cancelled" entries={past} card={card} />
          ) : null}
        </>
      )}
      {claiming ? (
        <PaymentConfirmation
          booking={claiming}
          onClose={() => setClaiming(null)}
          onClaimed={() =>
            setNotice(`Thank you. ${claiming.hotelName} will confirm your transfer.`)
          }
        />
      ) : null}
      <Toast message={notice} onDismiss={dismissNotice} />
      <ErrorToast message={failure} onDismiss={dismissFailure} />
    </section>
  );
}

type BookingListProps = {
  title: string;
  entries: MyBookingEntry[];
  /** What the list says when it has nothing. */
  empty?: ReactNode;
  card: (entry: MyBookingEntry) => ReactNode;
};

/** One titled list of cards: Upcoming, or Past and cancelled. */
function BookingList({ title, entries, empty, card }: BookingListProps) {
  const id = `my-bookings-${title.split(' ')[0]!.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-500">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        empty
      ) : (
        <ul className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li key={entry.kind === 'stay' ? entry.booking.bookingId : entry.hire.bookingId}>
              {card(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
