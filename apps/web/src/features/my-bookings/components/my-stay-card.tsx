import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { lagosToday } from '@waka/shared/dates';
import { formatWholeNaira } from '@waka/shared/money';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';
import { bookingReceiptPath } from '@waka/shared/receipt-paths';
import { BookingCard, CardMoney } from './my-card-parts';

const readable = calendarDayText;

type MyStayCardProps = {
  booking: TListedBooking;
  /** Starting the online payment of this booking: its Pay Now is busy. */
  opening: boolean;
  /** Another card's payment is starting: every Pay Now waits. */
  busy: boolean;
  onPayOnline: () => void;
  onClaimTransfer: () => void;
  onCancelled: (answer: TCancellation) => void;
};

/**
 * One stay in My Bookings (docs/product.md#my-bookings): the hotel and the
 * dates, where the money stands with until when a hold runs and, once it
 * has ended, what was kept and what comes back, as the receipt says them;
 * then the rooms, the guests, the address and the total.
 */
export function MyStayCard({
  booking,
  opening,
  busy,
  onPayOnline,
  onClaimTransfer,
  onCancelled,
}: MyStayCardProps) {
  const ended = booking.status === 'cancelled' || booking.status === 'no show';
  // Until check-in day; after check-in time on the day the dialog says it is too late.
  const cancellable =
    booking.status === 'confirmed' &&
    booking.paymentStatus !== 'expired' &&
    booking.checkInDate >= lagosToday();
  const forWhich = `for ${booking.hotelName}, ${booking.reference}`;
  return (
    <BookingCard
      testId="my-stay"
      image={booking.roomImage ?? ''}
      kindWords="Hotel stay"
      title={booking.hotelName}
      when={
        <>
          <span className="block">Check-in: {readable(booking.checkInDate)}</span>
          <span className="block">
            Check-out: {readable(booking.checkOutDate)} · {booking.nights}{' '}
            {booking.nights === 1 ? 'night' : 'nights'}
          </span>
        </>
      }
      money={
        <CardMoney
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
              className="min-h-8 py-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
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
                  paidOnline:
                    booking.paymentMethod === 'online' || booking.paymentReference !== null,
                }}
                onCancelled={onCancelled}
                forWhich={forWhich}
              />
            ) : null
          }
          receiptTo={bookingReceiptPath(booking.reference, booking.email)}
        />
      }
      details={
        <>
          <span className="text-slate-800">
            {booking.roomType} · {booking.quantity} room{booking.quantity === 1 ? '' : 's'}
          </span>
          <span>
            Guests: {booking.firstName} {booking.lastName}
          </span>
          <span>{booking.hotelAddress || booking.hotelContactNo}</span>
          <span className="font-semibold text-slate-900">
            Total: {formatWholeNaira(booking.totalAmount)}
          </span>
          <span>Ref {booking.reference}</span>
        </>
      }
    />
  );
}
