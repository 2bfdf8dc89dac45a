import { PAYMENT_MESSAGES, type TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatWholeNaira } from '@waka/shared/money';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useClaimTransfer } from '../api/use-my-bookings';

type PaymentConfirmationProps = {
  booking: TListedBooking;
  onClose: () => void;
  onClaimed: () => void;
};

/**
 * The Payment Confirmation modal (docs/product.md#my-bookings, #payment, #messages), for a
 * guest who paid by bank transfer outside Waka: "Yes, Payment Made" records
 * their word for the hotel to check. Only the hotel's confirmation makes it paid.
 */
export function PaymentConfirmation({ booking, onClose, onClaimed }: PaymentConfirmationProps) {
  const claim = useClaimTransfer();
  const failure = claim.error
    ? (claim.error instanceof ApiError && claim.error.message) || PAYMENT_MESSAGES.failed
    : null;
  const busy = claim.isPending;

  return (
    <Dialog title="Payment Confirmation" onClose={busy ? () => undefined : onClose}>
      <p className="text-slate-800">
        Have you paid {formatWholeNaira(booking.totalAmount)} for {booking.roomType} at{' '}
        {booking.hotelName} by bank transfer, outside Waka?
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Saying yes records your payment as awaiting confirmation. {booking.hotelName} checks that
        the money arrived, then marks the booking paid. To pay now instead, close this and choose
        Pay Now.
      </p>
      <FormBanner message={failure} className="mt-3" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="plain" size="field" disabled={busy} onClick={onClose}>
          {PAYMENT_MESSAGES.decline}
        </Button>
        <Button
          size="field"
          disabled={busy}
          onClick={() =>
            claim.mutate(booking.bookingId, {
              onSuccess: () => {
                onClaimed();
                onClose();
              },
            })
          }
        >
          {busy ? PAYMENT_MESSAGES.confirming : PAYMENT_MESSAGES.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
