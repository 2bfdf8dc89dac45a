import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
import { lagosToday } from '@waka/shared/dates';
import { formatWholeNaira } from '@waka/shared/money';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';
import { hireLengthWords } from '@/lib/hire-length-words';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';
import { BookingCard, CardMoney } from './my-card-parts';

type MyCarHireCardProps = {
  hire: TMyCarHire;
  /** Starting the online payment of this hire: its Pay Now is busy. */
  opening: boolean;
  /** Another card's payment is starting: every Pay Now waits. */
  busy: boolean;
  onPayOnline: () => void;
  onCancelled: (answer: TCancellation) => void;
};

/**
 * One car hire in My Bookings, beside the stays
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): the car and
 * the window on a Lagos clock, the money as the receipt says it with Pay
 * Now, the way to cancel and the receipt, then how long, the pickup and the total.
 */
export function MyCarHireCard({
  hire,
  opening,
  busy,
  onPayOnline,
  onCancelled,
}: MyCarHireCardProps) {
  const ended = hire.status === 'cancelled';
  const cancellable =
    hire.status === 'confirmed' &&
    hire.paymentStatus !== 'expired' &&
    hire.pickupDate >= lagosToday();
  const forWhich = `for ${hire.carName}, ${hire.reference}`;
  return (
    <BookingCard
      testId="my-car-hire"
      image={hire.carImage}
      kindWords="Car hire"
      title={hire.carName}
      when={
        <>
          <span className="block">
            Pickup: {calendarDayText(hire.pickupDate)}, {hire.pickupTime}
          </span>
          <span className="block">
            Return: {calendarDayText(hire.returnDate)}, {hire.returnTime}
          </span>
        </>
      }
      money={
        <CardMoney
          facts={hire}
          kind="car"
          status={hire.status}
          ended={ended}
          opening={opening}
          busy={busy}
          onPayOnline={onPayOnline}
          forWhich={forWhich}
          cancel={
            cancellable ? (
              <CancelBookingButton
                reference={hire.reference}
                email={hire.email}
                summary={`${hire.carName}, ${calendarDayText(hire.pickupDate)} from ${hire.pickupTime}`}
                context={{
                  kind: 'car',
                  asOwner: false,
                  units: 1,
                  paidOnline: hire.paymentMethod === 'online' || hire.paymentReference !== null,
                }}
                onCancelled={onCancelled}
                forWhich={forWhich}
              />
            ) : null
          }
          receiptTo={carHireReceiptPath(hire.reference, hire.email)}
        />
      }
      details={
        <>
          <span className="text-slate-800">
            Car hire, {hireLengthWords(hire.hours)}
            {hire.escort ? ' with driver-escort' : ''}
          </span>
          <span>{hire.pickupAddress}</span>
          <span className="font-semibold text-slate-900">
            Total: {formatWholeNaira(hire.totalPrice)}
          </span>
          <span>Ref {hire.reference}</span>
        </>
      }
    />
  );
}
