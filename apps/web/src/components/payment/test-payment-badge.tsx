import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';

/** Marks a payment made through the test gateway or Paystack's test keys: no money moved. */
export function TestPaymentBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md border border-dashed border-violet-400 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
        <path d="M7 2h6v2h-1v4.3l4.6 7.7A1.3 1.3 0 0 1 15.5 18h-11a1.3 1.3 0 0 1-1.1-2L8 8.3V4H7zm3 2v4.8L7.2 13.5h5.6L10 8.8z" />
      </svg>
      {ONLINE_PAYMENT_MESSAGES.testPayment}
    </span>
  );
}
