import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { PAYMENT_LABELS } from '../booking-display';

/** The payment status (docs/product.md#states: not paid red, paid green); the word carries the meaning, the colour repeats it. */
export function PaymentBadge({ paymentStatus }: Pick<TListedBooking, 'paymentStatus'>) {
  const paid = paymentStatus === 'paid';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        paid ? 'bg-green-50 text-green-800 ring-green-300' : 'bg-red-50 text-red-800 ring-red-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${paid ? 'bg-green-600' : 'bg-red-600'}`}
      />
      {PAYMENT_LABELS[paymentStatus]}
    </span>
  );
}
