import type { TPaymentOutcome } from '@waka/shared/payments/payments';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { Spinner } from '@/components/ui/spinner';
import { Link } from 'react-router';
import { usePaymentFacts } from '@/lib/payments/booking-queries';
import { receiptPathFor } from '@waka/shared/receipt-paths';
import { PaymentPage } from './payment-page';

/**
 * Paystack declined the payment: say that no money was taken, how long the
 * hold still runs, and offer the two ways on (try again, or pay at the hotel).
 */
export function PaymentDeclined({ outcome }: { outcome: TPaymentOutcome }) {
  const { bookingReference: reference, email, kind } = outcome;
  const facts = usePaymentFacts(reference, email);
  return (
    <PaymentPage title="Payment not completed">
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900"
      >
        {ONLINE_PAYMENT_MESSAGES.declined}
      </p>
      {facts.data ? (
        <PaymentPanel
          kind={kind}
          reference={reference}
          email={email}
          facts={facts.data}
          amount={facts.data.amount}
          retry
        />
      ) : facts.isPending ? (
        <Spinner label="Loading your booking..." className="py-6" />
      ) : null}
      <p className="text-sm">
        Booking <span className="font-mono font-semibold">{reference}</span> ·{' '}
        <Link
          to={receiptPathFor(reference, email)}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          See your booking
        </Link>
      </p>
    </PaymentPage>
  );
}
