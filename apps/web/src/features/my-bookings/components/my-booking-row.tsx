import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { lagosToday } from '@waka/shared/dates';
import { formatWholeNaira } from '@waka/shared/money';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';
import { bookingReceiptPath } from '@waka/shared/receipt-paths';
import { RowMoney, RowSummary } from './my-row-parts';

const readable = calendarDayText;

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
  const forWhich = `for ${booking.hotelName}, ${booking.reference}`;
  return (
    <tr className="flex flex-col gap-3 py-4 align-top md:table-row">
      <RowSummary image={booking.roomImage ?? ''}>
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
      </RowSummary>
      <td className="text-sm text-slate-800 md:py-4 md:pr-4">
        <span className="block">Check-in: {readable(booking.checkInDate)}</span>
        <span className="block">Check-out: {readable(booking.checkOutDate)}</span>
        <span className="block text-slate-600">Ref {booking.reference}</span>
      </td>
      <RowMoney
        facts={booking}
        kind="room"
        status={booking.status}
        ended={ended}
        opening={opening}
        busy={busy}
        onPayOnline={onPayOnline}
        forWhich={forWhich}
        otherPayment={
          <button
            type="button"
            onClick={onClaimTransfer}
            disabled={busy}
            className="min-h-8 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
          >
            Paid by transfer?
            <span className="sr-only"> {forWhich}</span>
          </button>
        }
        cancel={
          cancellable ? (
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
              forWhich={forWhich}
              className="mt-2"
            />
          ) : null
        }
        receiptTo={bookingReceiptPath(booking.reference, booking.email)}
      />
    </tr>
  );
}
