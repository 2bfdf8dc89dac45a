import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { receiptPathFor } from '@waka/shared/receipt-paths';
import { FIND_BOOKING_PATH } from '@/lib/receipt-paths';
import { usePaymentOutcome } from '../api/use-payment-outcome';
import { PaymentDeclined } from '../components/payment-declined';
import { PaymentPage } from '../components/payment-page';

/**
 * /payment/callback?trxref=WP-…&reference=WP-… — where Paystack sends the
 * guest back (docs/product.md#payment-callback). Waka verifies the payment
 * itself (the address proves nothing), then opens the receipt, which reads paid.
 */
export function PaymentCallbackRoute() {
  const [params] = useSearchParams();
  const paymentReference = (params.get('reference') ?? params.get('trxref') ?? '')
    .trim()
    .toUpperCase();
  if (!paymentReference) return <PaymentNotFound />;
  return <PaymentCallback paymentReference={paymentReference} />;
}

function PaymentCallback({ paymentReference }: { paymentReference: string }) {
  const navigate = useNavigate();
  const { outcome, stillPending } = usePaymentOutcome(paymentReference);
  const data = outcome.data;
  const succeeded = data?.attemptStatus === 'success';

  useEffect(() => {
    // Replace: Back from the receipt should not land here and verify again.
    if (data && succeeded)
      void navigate(receiptPathFor(data.bookingReference, data.email), { replace: true });
  }, [data, succeeded, navigate]);

  if (outcome.isError) {
    const unknown =
      outcome.error instanceof ApiError &&
      (outcome.error.status === 404 || outcome.error.status === 400);
    if (unknown) return <PaymentNotFound />;
    return (
      <PaymentPage title="We couldn’t check your payment">
        <p>{outcome.error.message}</p>
        <Button className="self-start" onClick={() => void outcome.refetch()}>
          Try again
        </Button>
      </PaymentPage>
    );
  }
  if (data?.attemptStatus === 'failed') return <PaymentDeclined outcome={data} />;
  if (succeeded) return <PaymentPage title="Payment confirmed" live waiting />;
  if (stillPending) {
    return (
      <PaymentPage title="Still confirming your payment" live>
        <p>
          Paystack hasn’t confirmed it yet. We’ll email{' '}
          {data ? <span className="font-semibold">{data.email}</span> : 'you'} as soon as it does,
          and your receipt will read paid. You can close this page.
        </p>
        <ButtonLink
          className="self-start"
          to={data ? receiptPathFor(data.bookingReference, data.email) : FIND_BOOKING_PATH}
        >
          {data ? 'Open your receipt' : 'Find your booking'}
        </ButtonLink>
      </PaymentPage>
    );
  }
  return (
    <PaymentPage title={ONLINE_PAYMENT_MESSAGES.confirming} live waiting>
      <p>This takes a few seconds. Please keep this page open.</p>
    </PaymentPage>
  );
}

function PaymentNotFound() {
  return (
    <PaymentPage title="Payment not found">
      <p>
        We couldn’t find this payment. If you paid, your receipt says so: open it with your booking
        reference and email.
      </p>
      <ButtonLink className="self-start" to={FIND_BOOKING_PATH}>
        Find your booking
      </ButtonLink>
    </PaymentPage>
  );
}
