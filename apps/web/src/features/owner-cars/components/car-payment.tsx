import { useState } from 'react';
import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { ConfirmReceivedDialog } from '@/components/payment/confirm-received-dialog';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { Button } from '@/components/ui/button';
import { useConfirmCarPayment } from '../api/use-confirm-car-payment';

type CarPaymentProps = {
  booking: TOwnerCarBooking;
  onConfirmed: (message: string) => void;
  className?: string;
};

/** A refusal shows in the dialog (the mutation's error): nothing more to do with it here. */
const ignoreShownError = () => undefined;

const FAILED = 'Failed to update the payment status. Please try again.';

/**
 * Where the hire's money stands (docs/product.md#payment), and, until it is
 * paid or released, the owner's "Confirm payment received" for cash or a
 * transfer at pickup.
 */
export function CarPayment({ booking, onConfirmed, className = '' }: CarPaymentProps) {
  const save = useConfirmCarPayment(booking);
  const [asking, setAsking] = useState(false);
  const confirmable =
    booking.status === 'confirmed' &&
    booking.paymentStatus !== 'paid' &&
    booking.paymentStatus !== 'expired';
  return (
    <span className={`flex flex-col items-start gap-2 ${className}`}>
      <PaymentStatusBadge paymentStatus={booking.paymentStatus} kind="car" />
      {confirmable ? (
        <Button
          variant="secondary"
          className="w-full text-balance @4xl:w-auto"
          disabled={save.isPending}
          onClick={() => {
            save.reset();
            setAsking(true);
          }}
        >
          Confirm payment received
          <span className="sr-only"> for {booking.reference}</span>
        </Button>
      ) : null}
      {asking ? (
        <ConfirmReceivedDialog
          reference={booking.reference}
          guest={booking.fullName}
          amount={booking.totalPrice}
          busy={save.isPending}
          error={save.error ? save.error.message || FAILED : null}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            save.mutateAsync().then(() => {
              setAsking(false);
              onConfirmed(`${booking.reference} is marked as paid.`);
            }, ignoreShownError)
          }
        />
      ) : null}
    </span>
  );
}
