import { PAYMENT_MESSAGES, type TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatWholeNaira } from '@waka/shared/money';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useConfirmPayment } from '../api/use-my-bookings';

type PaymentConfirmationProps = { booking: TListedBooking; onClose: () => void };

/** The Payment Confirmation modal (spec §2, §4, §8). */
export function PaymentConfirmation({ booking, onClose }: PaymentConfirmationProps) {
  const confirm = useConfirmPayment();
  const failure = confirm.error ? (confirm.error instanceof ApiError && confirm.error.message) || PAYMENT_MESSAGES.failed : null;
  const busy = confirm.isPending;

  return (
    <Dialog title="Payment Confirmation" onClose={busy ? () => undefined : onClose}>
      <p className="text-slate-800">
        Have you paid {formatWholeNaira(booking.totalAmount)} for {booking.roomType} at {booking.hotelName}?
      </p>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" disabled={busy} onClick={onClose} className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
          {PAYMENT_MESSAGES.decline}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => confirm.mutate(booking.bookingId, { onSuccess: onClose })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? PAYMENT_MESSAGES.confirming : PAYMENT_MESSAGES.confirm}
        </button>
      </div>
    </Dialog>
  );
}
