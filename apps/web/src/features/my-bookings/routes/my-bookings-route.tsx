import { useState } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMyBookings } from '../api/use-my-bookings';
import { MyBookingRow } from '../components/my-booking-row';
import { PaymentConfirmation } from '../components/payment-confirmation';

/** /my-bookings (docs/product.md#my-bookings): the signed-in customer's own bookings from the server. */
export function MyBookingsRoute() {
  const bookings = useMyBookings();
  const [paying, setPaying] = useState<TListedBooking | null>(null);

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <thead className="border-b border-slate-300 text-sm text-slate-700">
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
            <tbody className="divide-y divide-slate-200">
              {bookings.data.map((booking) => (
                <MyBookingRow
                  key={booking.bookingId}
                  booking={booking}
                  onPay={() => setPaying(booking)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paying ? <PaymentConfirmation booking={paying} onClose={() => setPaying(null)} /> : null}
    </section>
  );
}
