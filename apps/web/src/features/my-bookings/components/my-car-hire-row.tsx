import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
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
import { hireLengthWords } from '@/lib/hire-length-words';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';

/** What happens next, under the badge (docs/product.md#payment). */
const NEXT: Record<TMyCarHire['paymentStatus'], string> = {
  'not paid': 'Pay online now, or at pickup.',
  'pay at hotel': 'You pay at pickup.',
  'awaiting confirmation': 'The car’s owner is confirming your payment.',
  paid: '',
  expired: 'The car was released.',
};

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
  const payable =
    !ended && (hire.paymentStatus === 'not paid' || hire.paymentStatus === 'pay at hotel');
  const forWhich = (
    <span className="sr-only">
      {' '}
      for {hire.carName}, {hire.reference}
    </span>
  );
  return (
    <tr data-testid="my-car-hire" className="flex flex-col gap-3 py-4 align-top md:table-row">
      <td className="md:py-4 md:pr-4">
        <div className="flex gap-3">
          <ImageWithFallback
            src={hire.carImage}
            sizedTo={CARD_PHOTO_WIDTH}
            alt=""
            width={112}
            height={75}
            className="h-[75px] w-28 shrink-0 rounded-lg object-cover"
          />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <span className="font-semibold text-slate-900">{hire.carName}</span>
            <span className="text-slate-700">
              Car hire, {hireLengthWords(hire.hours)}
              {hire.escort ? ' with driver-escort' : ''}
            </span>
            <span className="text-slate-600">{hire.pickupAddress}</span>
            <span className="font-semibold text-slate-900">
              Total: {formatWholeNaira(hire.totalPrice)}
            </span>
          </div>
        </div>
      </td>
      <td className="text-sm text-slate-800 md:py-4 md:pr-4">
        <span className="block">
          Pickup: {calendarDayText(hire.pickupDate)}, {hire.pickupTime}
        </span>
        <span className="block">
          Return: {calendarDayText(hire.returnDate)}, {hire.returnTime}
        </span>
        <span className="block text-slate-600">Ref {hire.reference}</span>
      </td>
      <td className="text-sm md:py-4">
        <span className="flex flex-wrap gap-1">
          <PaymentStatusBadge paymentStatus={hire.paymentStatus} kind="car" />
          <BookingLifeTag status={hire.status} />
        </span>
        <HoldLine facts={hire} kind="car" reader="guest" className="mt-1" />
        {!ended && NEXT[hire.paymentStatus] ? (
          <span className="mt-1 block text-slate-600">{NEXT[hire.paymentStatus]}</span>
        ) : null}
        {payable ? (
          <div className="mt-2">
            <button
              type="button"
              onClick={onPayOnline}
              disabled={busy}
              className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {opening ? 'Opening Paystack…' : 'Pay Now'}
              {forWhich}
            </button>
          </div>
        ) : null}
        <CancelledSummary facts={hire} kind="car" reader="guest" className="mt-1" />
        {cancellable ? (
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
            forWhich={`for ${hire.carName}, ${hire.reference}`}
            className="mt-2"
          />
        ) : null}
        <Link
          to={carHireReceiptPath(hire.reference, hire.email)}
          className="mt-2 block font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          View receipt
          {forWhich}
        </Link>
      </td>
    </tr>
  );
}
