import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { lagosToday } from '@waka/shared/dates';
import { formatWholeNaira } from '@waka/shared/money';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { Link } from 'react-router';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { CancelledSummary } from '@/components/cancellation/cancelled-summary';
import { BookingLifeTag } from '@/components/payment/booking-life-tag';
import { HoldLine } from '@/components/payment/hold-line';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { calendarDayText } from '@/lib/calendar-day';
import { bookingReceiptPath } from '@waka/shared/receipt-paths';

const readable = calendarDayText;

/** What happens next, under the badge (docs/product.md#payment). */
const NEXT: Record<TListedBooking['paymentStatus'], string> = {
  'not paid': 'Pay online now, or at the hotel.',
  'pay at hotel': 'You pay at the hotel on arrival.',
  'awaiting confirmation': 'The hotel is confirming your transfer.',
  paid: '',
  expired: 'The rooms were released.',
};

type MyBookingRowProps = {
  booking: TListedBooking;
  /** Starting the online payment of this booking: its Pay Now is busy. */
  opening: boolean;
  /** Another row's payment is starting: every Pay Now waits. */
  busy: boolean;
  onPayOnline: () => void;
  onClaimTransfer: () => void;
  onCancelled: (answer: TCancellation) => void;
};

/**
 * One booking in My Bookings (docs/product.md#my-bookings): Hotels, Date &
 * Timings, Payment, with until when a hold runs and, once it has ended, what
 * was kept and what comes back, as the receipt says them. A table row on a wide screen, a card of three stacked
 * parts on a phone (no sideways scroll).
 */
export function MyBookingRow({
  booking,
  opening,
  busy,
  onPayOnline,
  onClaimTransfer,
  onCancelled,
}: MyBookingRowProps) {
  const ended = booking.status === 'cancelled' || booking.status === 'no show';
  // Until check-in day; after check-in time on the day the dialog says it is too late.
  const cancellable =
    booking.status === 'confirmed' &&
    booking.paymentStatus !== 'expired' &&
    booking.checkInDate >= lagosToday();
  const payable =
    !ended && (booking.paymentStatus === 'not paid' || booking.paymentStatus === 'pay at hotel');
  const forWhich = (
    <span className="sr-only">
      {' '}
      for {booking.hotelName}, {booking.reference}
    </span>
  );
  return (
    <tr className="flex flex-col gap-3 py-4 align-top md:table-row">
      <td className="md:py-4 md:pr-4">
        <div className="flex gap-3">
          <ImageWithFallback
            src={booking.roomImage ?? ''}
            sizedTo={CARD_PHOTO_WIDTH}
            alt=""
            width={112}
            height={75}
            className="h-[75px] w-28 shrink-0 rounded-lg object-cover"
          />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <span className="font-semibold text-slate-900">{booking.hotelName}</span>
            <span className="text-slate-700">{booking.roomType}</span>
            <span className="text-slate-600">{booking.hotelAddress || booking.hotelContactNo}</span>
            <span className="text-slate-600">
              Guests: {booking.firstName} {booking.lastName} · {booking.quantity} room
              {booking.quantity === 1 ? '' : 's'}
            </span>
            <span className="font-semibold text-slate-900">
              Total: {formatWholeNaira(booking.totalAmount)}
            </span>
          </div>
        </div>
      </td>
      <td className="text-sm text-slate-800 md:py-4 md:pr-4">
        <span className="block">Check-in: {readable(booking.checkInDate)}</span>
        <span className="block">Check-out: {readable(booking.checkOutDate)}</span>
        <span className="block text-slate-600">Ref {booking.reference}</span>
      </td>
      <td className="text-sm md:py-4">
        <span className="flex flex-wrap gap-1">
          <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
          <BookingLifeTag status={booking.status} />
        </span>
        <HoldLine facts={booking} kind="room" reader="guest" className="mt-1" />
        {!ended && NEXT[booking.paymentStatus] ? (
          <span className="mt-1 block text-slate-600">{NEXT[booking.paymentStatus]}</span>
        ) : null}
        {payable ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              onClick={onPayOnline}
              disabled={busy}
              className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {opening ? 'Opening Paystack…' : 'Pay Now'}
              {forWhich}
            </button>
            <button
              type="button"
              onClick={onClaimTransfer}
              disabled={busy}
              className="min-h-8 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
            >
              Paid by transfer?
              {forWhich}
            </button>
          </div>
        ) : null}
        <CancelledSummary facts={booking} kind="room" reader="guest" className="mt-1" />
        {cancellable ? (
          <CancelBookingButton
            reference={booking.reference}
            email={booking.email}
            summary={`${booking.hotelName}, ${readable(booking.checkInDate)} to ${readable(booking.checkOutDate)}`}
            context={{
              kind: 'room',
              asOwner: false,
              units: booking.quantity,
              paidOnline: booking.paymentMethod === 'online' || booking.paymentReference !== null,
            }}
            onCancelled={onCancelled}
            forWhich={`for ${booking.hotelName}, ${booking.reference}`}
            className="mt-2"
          />
        ) : null}
        <Link
          to={bookingReceiptPath(booking.reference, booking.email)}
          className="mt-2 block font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          View receipt
          {forWhich}
        </Link>
      </td>
    </tr>
  );
}
