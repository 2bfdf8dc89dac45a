import type { TPaymentStatus } from '@waka/shared/payments/payment-words';
import { paymentStatusText } from '@/lib/payments/payment-kind-words';
import type { BookingKind } from '@waka/shared/booking-kind';

/** Each state's colour; the word carries the meaning, the colour repeats it. */
const TONES: Record<TPaymentStatus, { badge: string; dot: string }> = {
  paid: { badge: 'bg-green-50 text-green-800 ring-green-300', dot: 'bg-green-600' },
  'awaiting confirmation': {
    badge: 'bg-amber-50 text-amber-900 ring-amber-300',
    dot: 'bg-amber-500',
  },
  'pay at hotel': { badge: 'bg-sky-50 text-sky-900 ring-sky-300', dot: 'bg-sky-600' },
  'not paid': { badge: 'bg-red-50 text-red-800 ring-red-300', dot: 'bg-red-600' },
  expired: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
};

type PaymentStatusBadgeProps = {
  paymentStatus: TPaymentStatus;
  /** A car hire's "pay at hotel" reads "Pay at pickup". */
  kind?: BookingKind;
  className?: string;
};

/** Where a booking's money stands (docs/product.md#payment), as a small coloured badge. */
export function PaymentStatusBadge({
  paymentStatus,
  kind = 'room',
  className = '',
}: PaymentStatusBadgeProps) {
  const tone = TONES[paymentStatus];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${tone.dot}`} />
      {paymentStatusText(paymentStatus, kind)}
    </span>
  );
}
