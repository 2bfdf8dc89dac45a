import { useCallback, useState } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { ButtonLink } from '@/components/ui/button';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useStartOnlinePayment } from '@/lib/payments/use-start-online-payment';
import { useMyBookings, useShowCancelled } from '../api/use-my-bookings';
import { MyBookingRow } from '../components/my-booking-row';
import { PaymentConfirmation } from '../components/payment-confirmation';

/**
 * /my-bookings (docs/product.md#my-bookings): the signed-in customer's own
 * bookings from the server. Pay Now starts the online payment; "Paid by
 * transfer?" opens the spec's Payment Confirmation for money sent outside Waka;
 * Cancel booking opens the cancellation dialog; a cancelled row says what
 * was kept and what comes back, and where the refund stands.
 */
export function MyBookingsRoute() {
  const bookings = useMyBookings();
  const online = useStartOnlinePayment();
  const [opening, setOpening] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<TListedBooking | null>(null);
  const showCancelled = useShowCancelled();
  const [notice, setNotice] = useState<string | null>(null);
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const failure = online.failure !== dismissedFailure ? online.failure : null;
  const dismissFailure = useCallback(() => setDismissedFailure(online.failure), [online.failure]);

  const payOnline = (booking: TListedBooking) => {
    setOpening(booking.reference);
    setDismissedFailure(null);
    online.start({ reference: booking.reference, email: booking.email });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 pt-10 pb-16 sm:px-6">
      <title>My Bookings — Waka</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">My Bookings</h1>
      {bookings.isPending ? (
        <Spinner label="Loading your bookings..." />
      ) : bookings.isError ? (
        <LoadError
          title="We couldn’t load your bookings."
          detail={bookings.error.message}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : bookings.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 p-6">
          <p className="text-slate-700">You have no bookings yet.</p>
          <ButtonLink to="/rooms">Find a hotel</ButtonLink>
        </div>
      ) : (
        <div>
          <table className="w-full border-collapse text-left">
            <thead className="hidden border-b border-slate-300 text-sm text-slate-700 md:table-header-group">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Hotels
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Date &amp; Timings
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Payment
                </th>
              </tr>
            </thead>
            <tbody className="flex flex-col divide-y divide-slate-200 md:table-row-group">
              {bookings.data.map((booking) => (
                <MyBookingRow
                  key={booking.bookingId}
                  booking={booking}
                  opening={online.busy && opening === booking.reference}
                  busy={online.busy}
                  onPayOnline={() => payOnline(booking)}
                  onClaimTransfer={() => setClaiming(booking)}
                  onCancelled={showCancelled}
                />
              ))}
            </tbody>
          </table>
        </div>
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
