import { useCallback, useState } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { ButtonLink } from '@/components/ui/button';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { useStartOnlinePayment } from '@/lib/payments/use-start-online-payment';
import { useMyBookings, useMyCarHires, useShowCancelled } from '../api/use-my-bookings';
import { MyBookingRow } from '../components/my-booking-row';
import { MyCarHireRow } from '../components/my-car-hire-row';
import { myBookingRows } from '../my-booking-rows';
import { PaymentConfirmation } from '../components/payment-confirmation';

/**
 * /my-bookings (docs/product.md#my-bookings): the signed-in customer's own
 * stays and car hires from the server, the newest made first. Pay Now starts the online payment; "Paid by
 * transfer?" opens the spec's Payment Confirmation for money sent outside Waka;
 * Cancel booking opens the cancellation dialog; a cancelled row says what
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

  const payOnline = (booking: { reference: string; email: string }) => {
    setOpening(booking.reference);
    setDismissedFailure(null);
    online.start({ reference: booking.reference, email: booking.email });
  };

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
        <div>
          <table className="w-full border-collapse text-left">
            <thead className="hidden border-b border-slate-300 text-sm text-slate-700 md:table-header-group">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {hires.data?.length ? 'Hotels & cars' : 'Hotels'}
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
              {rows.map((row) =>
                row.kind === 'stay' ? (
                  <MyBookingRow
                    key={row.booking.bookingId}
                    booking={row.booking}
                    opening={online.busy && opening === row.booking.reference}
                    busy={online.busy}
                    onPayOnline={() => payOnline(row.booking)}
                    onClaimTransfer={() => setClaiming(row.booking)}
                    onCancelled={showCancelled}
                  />
                ) : (
                  <MyCarHireRow
                    key={row.hire.bookingId}
                    hire={row.hire}
                    opening={online.busy && opening === row.hire.reference}
                    busy={online.busy}
                    onPayOnline={() => payOnline(row.hire)}
                    onCancelled={showCancelled}
                  />
                ),
              )}
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
