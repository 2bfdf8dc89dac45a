import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
import { lagosToday } from '@waka/shared/dates';
import { formatWholeNaira } from '@waka/shared/money';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';
import { hireLengthWords } from '@/lib/hire-length-words';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';
import { RowMoney, RowSummary } from './my-row-parts';

type MyCarHireRowProps = {
  hire: TMyCarHire;
  /** Starting the online payment of this hire: its Pay Now is busy. */
  opening: boolean;
  /** Another row's payment is starting: every Pay Now waits. */
  busy: boolean;
  onPayOnline: () => void;
  onCancelled: (answer: TCancellation) => void;
};

/**
 * One car hire in My Bookings, beside the stays
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): the car, the
 * window on a Lagos clock, how long and the total, and the money as the
 * receipt says it, with Pay Now, the way to cancel and the receipt.
 */
export function MyCarHireRow({ hire, opening, busy, onPayOnline, onCancelled }: MyCarHireRowProps) {
  const ended = hire.status === 'cancelled';
  const cancellable =
    hire.status === 'confirmed' &&
    hire.paymentStatus !== 'expired' &&
    hire.pickupDate >= lagosToday();
  const forWhich = `for ${hire.carName}, ${hire.reference}`;
  return (
    <tr data-testid="my-car-hire" className="flex flex-col gap-3 py-4 align-top md:table-row">
      <RowSummary image={hire.carImage}>
        <span className="font-semibold text-slate-900">{hire.carName}</span>
        <span className="text-slate-700">
          Car hire, {hireLengthWords(hire.hours)}
          {hire.escort ? ' with driver-escort' : ''}
        </span>
        <span className="text-slate-600">{hire.pickupAddress}</span>
        <span className="font-semibold text-slate-900">
          Total: {formatWholeNaira(hire.totalPrice)}
        </span>
      </RowSummary>
      <td className="text-sm text-slate-800 md:py-4 md:pr-4">
        <span className="block">
          Pickup: {calendarDayText(hire.pickupDate)}, {hire.pickupTime}
        </span>
        <span className="block">
          Return: {calendarDayText(hire.returnDate)}, {hire.returnTime}
        </span>
        <span className="block text-slate-600">Ref {hire.reference}</span>
      </td>
      <RowMoney
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
              className="mt-2"
            />
          ) : null
        }
        receiptTo={carHireReceiptPath(hire.reference, hire.email)}
      />
    </tr>
  );
}
