import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { lagosToday } from '@waka/shared/dates';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { sum } from '@/components/cancellation/cancellation-words';
import { CancelledSummary } from '@/components/cancellation/cancelled-summary';
import { ConfirmPaymentButton } from '@/components/payment/confirm-payment-button';
import { HoldLine } from '@/components/payment/hold-line';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { PaystackReference } from '@/components/payment/paystack-reference';
import { useConfirmCarPayment } from '../api/use-confirm-car-payment';
import { useShowCarCancelled } from '../api/use-show-car-cancelled';
import { pickupDay } from '../car-booking-display';

type CarPaymentProps = {
  booking: TOwnerCarBooking;
  onConfirmed: (message: string) => void;
  className?: string;
};

/**
 * Where the hire's money stands (docs/product.md#payment): Paystack's
 * reference when paid online, until when a hold runs, and once cancelled
 * what was kept and what goes back, in the receipt's words; and, until it is
 * paid or released, the owner's "Confirm payment received" for cash or a
 * transfer at pickup; until the return day, "Cancel car hire" with a reason,
 * giving back everything paid (docs/product.md#cancellation).
 */
export function CarPayment({ booking, onConfirmed, className = '' }: CarPaymentProps) {
  const save = useConfirmCarPayment(booking);
  const showCancelled = useShowCarCancelled();
  const held = booking.status === 'confirmed' && booking.paymentStatus !== 'expired';
  const confirmable = held && booking.paymentStatus !== 'paid';
  const cancellable = held && lagosToday() <= booking.returnDate;
  return (
    <div className={`flex flex-col items-start gap-2 ${className}`}>
      <PaymentStatusBadge paymentStatus={booking.paymentStatus} kind="car" />
      <PaystackReference reference={booking.paymentReference} />
      <HoldLine facts={booking} kind="car" reader="owner" />
      <CancelledSummary facts={booking} kind="car" reader="owner" className="max-w-60" />
      {confirmable ? (
        <ConfirmPaymentButton
          reference={booking.reference}
          guest={booking.fullName}
          amount={booking.totalPrice}
          save={save}
          onConfirmed={onConfirmed}
          className="w-full text-balance @4xl:w-auto"
        />
      ) : null}
      {cancellable ? (
        <CancelBookingButton
          reference={booking.reference}
          summary={`${booking.fullName}: ${booking.make} ${booking.model}, ${pickupDay(booking.pickupDate)} from ${booking.pickupTime}`}
          context={{
            kind: 'car',
            asOwner: true,
            units: 1,
            paidOnline: booking.paymentMethod === 'online' || booking.paymentReference !== null,
          }}
          forWhich={booking.reference}
          className="w-full text-balance @4xl:w-auto"
          onCancelled={(answer) => {
            showCancelled(booking, answer);
            onConfirmed(
              answer.refundAmount > 0
                ? `${booking.reference} is cancelled. ${booking.fullName} gets ${sum(answer.refundAmount)} back.`
                : `${booking.reference} is cancelled. ${booking.fullName} is told by email.`,
            );
          }}
        />
      ) : null}
    </div>
  );
}
