import type { ReactNode } from 'react';
import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { LAGOS_TIME_ZONE } from '@waka/shared/dates';
import { madeOnce } from '@waka/shared/made-once';
import { formatNaira } from '@waka/shared/money';
import { SupportLine } from '@/components/support/support-line';
import { fullDateText } from '@/lib/calendar-day';
import { cancelledPaymentText, paymentStatusText } from '@/lib/payments/payment-kind-words';
import { ReceiptRow } from './receipt-row';

const bookedAt = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: LAGOS_TIME_ZONE,
    }),
);

/** A stay date in words. */
const stayDay = fullDateText;

type ReceiptCardProps = {
  booking: TBooking;
  /** Where the money stands, or the cancellation in its place. */
  payment: ReactNode;
  /** The ways to change dates or cancel, under the policy; nothing once they cannot be. */
  cancel?: ReactNode;
};

/** A stay that ended other than by being stayed, said so on the receipt. */
const ENDED: Partial<Record<TBooking['status'], string>> = {
  cancelled: 'Cancelled',
  'no show': 'No-show',
};

/**
 * The receipt itself (docs/product.md#receipt): what was booked, for whom, and
 * what it costs, with the payment panel (where the money stands) under the hotel.
 */
export function ReceiptCard({ booking, payment, cancel }: ReceiptCardProps) {
  const paid = booking.paymentStatus === 'paid';
  const ended = ENDED[booking.status];
  return (
    <article
      aria-labelledby="receipt-hotel"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Booking receipt
        </p>
        <h1 id="receipt-hotel" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
          {booking.hotelName}
        </h1>
        <p className="mt-1 text-slate-600">{booking.hotelAddress}</p>
      </header>

      <div className="py-5">{payment}</div>

      <dl className="divide-y divide-slate-100 border-y border-slate-200 py-2">
        <ReceiptRow label="Booking ID">
          <span data-testid="receipt-reference" className="font-mono">
            {booking.reference}
          </span>
        </ReceiptRow>
        <ReceiptRow label="Guest">{`${booking.customer.firstName} ${booking.customer.lastName}`}</ReceiptRow>
        <ReceiptRow label="Check-in">{stayDay(booking.checkInDate)}</ReceiptRow>
        <ReceiptRow label="Check-out">{stayDay(booking.checkOutDate)}</ReceiptRow>
        <ReceiptRow label="Nights">
          <span data-testid="receipt-nights">{booking.nights}</span>
        </ReceiptRow>
        <ReceiptRow label="Booking date">
          {bookedAt().format(new Date(booking.createdAt))}
        </ReceiptRow>
        <ReceiptRow label="Payment status">
          <span
            data-testid="receipt-payment-status"
            className={paid ? 'text-green-800' : ended ? 'text-slate-800' : 'text-amber-800'}
          >
            {booking.status === 'cancelled'
              ? cancelledPaymentText(booking, 'room')
              : paymentStatusText(booking.paymentStatus, 'room')}
          </span>
        </ReceiptRow>
        {ended ? (
          <ReceiptRow label="Booking status">
            <span data-testid="receipt-booking-status">{ended}</span>
          </ReceiptRow>
        ) : null}
        <ReceiptRow label="Contact phone">{booking.hotelContactNo}</ReceiptRow>
      </dl>

      <section aria-labelledby="receipt-rooms" className="border-b border-slate-200 py-4">
        <h2 id="receipt-rooms" className="mb-2 text-lg font-semibold text-slate-900">
          Rooms
        </h2>
        <ul className="flex flex-col gap-2">
          {booking.rooms.map((line) => (
            <li
              key={line.roomId}
              data-testid="receipt-line"
              className="flex flex-wrap justify-between gap-x-4 text-slate-800"
            >
              <span>
                {line.roomType} × {line.quantity}
              </span>
              <span className="text-slate-600">
                {formatNaira(line.price)} × {booking.nights}{' '}
                {booking.nights === 1 ? 'night' : 'nights'} ={' '}
                <span className="font-semibold text-slate-900">{formatNaira(line.lineTotal)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="receipt-payment" className="border-b border-slate-200 py-4">
        <h2 id="receipt-payment" className="mb-2 text-lg font-semibold text-slate-900">
          Payment summary
        </h2>
        <dl>
          <ReceiptRow label="Room charges">{formatNaira(booking.totalAmount)}</ReceiptRow>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg">
            <dt className="font-semibold text-slate-900">Total bill</dt>
            <dd data-testid="receipt-total" className="font-bold text-brand-800">
              {formatNaira(booking.totalAmount)}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="receipt-policy" className="pt-4 text-sm text-slate-700">
        <h2 id="receipt-policy" className="mb-1 font-semibold text-slate-900">
          Cancellation policy
        </h2>
        <p>{CANCELLATION_POLICY}</p>
        {cancel}
        {ended ? null : (
          <p className="mt-3">
            A confirmation email has been sent to{' '}
            <span className="font-semibold">{booking.customer.email}</span>. Check-in instructions
            will follow.
          </p>
        )}
        <SupportLine className="mt-3" />
      </section>
    </article>
  );
}
