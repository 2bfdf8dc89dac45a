import { PAYMENT_MESSAGES, type TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatWholeNaira } from '@waka/shared/money';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useConfirmPayment } from '../api/use-my-bookings';

type PaymentConfirmationProps = { booking: TListedBooking; onClose: () => void };

/** The Payment Confirmation modal (docs/product.md#my-bookings, #payment, #messages). */
export function PaymentConfirmation({ booking, onClose }: PaymentConfirmationProps) {
  const confirm = useConfirmPayment();
  const failure = confirm.error
    ? (confirm.error instanceof ApiError && confirm.error.message) || PAYMENT_MESSAGES.failed
    : null;
  const busy = confirm.isPending;

  return (
    <Dialog title="Payment Confirmation" onClose={busy ? () => undefined : onClose}>
      <p className="text-slate-800">
        Have you paid {formatWholeNaira(booking.totalAmount)} for {booking.roomType} at{' '}
        {booking.hotelName}?
      </p>
      <FormBanner message={failure} className="mt-3" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="plain" size="field" disabled={busy} onClick={onClose}>
          {PAYMENT_MESSAGES.decline}
        </Button>
        <Button
          size="field"
          disabled={busy}
          onClick={() => confirm.mutate(booking.bookingId, { onSuccess: onClose })}
        >
          {busy ? PAYMENT_MESSAGES.confirming : PAYMENT_MESSAGES.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
