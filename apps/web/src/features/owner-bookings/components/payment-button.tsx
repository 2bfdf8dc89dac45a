import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { Button } from '@/components/ui/button';
import { useMarkPayment } from '../api/use-mark-payment';
import { PAYMENT_LABELS } from '../booking-display';

export type PaymentNotice = { tone: 'success' | 'error'; message: string };

type PaymentButtonProps = {
  booking: TListedBooking;
  onNotice: (notice: PaymentNotice) => void;
  className?: string;
};

const FAILED = 'Failed to update the payment status. Please try again.';

/** Marks the booking paid, or not paid once it is (docs/product.md#payment); one save at a time. */
export function PaymentButton({ booking, onNotice, className = '' }: PaymentButtonProps) {
  const save = useMarkPayment(booking);
  const next = booking.paymentStatus === 'paid' ? 'not paid' : 'paid';
  const label = `Mark as ${PAYMENT_LABELS[next].toLowerCase()}`;
  return (
    <Button
      variant={next === 'paid' ? 'secondary' : 'ghost'}
      className={`whitespace-nowrap ${className}`}
      disabled={save.isPending}
      onClick={() =>
        save.mutate(next, {
          onSuccess: ({ paymentStatus }) =>
            onNotice({
              tone: 'success',
              message: `${booking.reference} is marked as ${PAYMENT_LABELS[paymentStatus].toLowerCase()}.`,
            }),
          onError: (error) => onNotice({ tone: 'error', message: error.message || FAILED }),
        })
      }
    >
      {save.isPending ? 'Saving...' : label}
      {/* Every row has this button: its name says which booking it is for. */}
      <span className="sr-only"> for {booking.reference}</span>
    </Button>
  );
}
