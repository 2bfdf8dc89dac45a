import type { TListedBooking } from '@waka/shared/bookings/booking-lists';

/** The dashboard's reading of a payment (docs/product.md#owner-dashboard): pending while 'not paid', else completed. */
export function paymentStatusLabel(paymentStatus: TListedBooking['paymentStatus']) {
  return paymentStatus === 'not paid' ? 'pending' : 'completed';
}

/** The payment status as a coloured badge; the word carries the meaning, the colour repeats it. */
export function PaymentStatusBadge({ paymentStatus }: Pick<TListedBooking, 'paymentStatus'>) {
  const label = paymentStatusLabel(paymentStatus);
  const tone =
    label === 'pending'
      ? 'bg-amber-50 text-amber-900 ring-amber-300'
      : 'bg-green-50 text-green-800 ring-green-300';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${label === 'pending' ? 'bg-amber-500' : 'bg-green-600'}`}
      />
      {label}
    </span>
  );
}
