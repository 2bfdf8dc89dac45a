import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { receiptPathFor } from '@waka/shared/receipt-paths';
import { FIND_BOOKING_PATH } from '@/lib/receipt-paths';
import { useConfirmHold } from '../api/use-confirm-hold';
import { PaymentPage } from '../components/payment-page';

/**
 * /confirm-hold?token=… — the link emailed when a guest chooses to pay at the
 * hotel or at pickup (docs/product.md#confirm-hold). It confirms the hold,
 * then opens the receipt, which now reads "Pay at hotel".
 */
export function ConfirmHoldRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmHold(token);
  const answer = confirm.data;

  useEffect(() => {
    // Replace: the link has done its work; Back should not send it again.
    if (answer) {
      void navigate(receiptPathFor(answer.reference, answer.email), {
        replace: true,
        state: { holdConfirmed: true },
      });
    }
  }, [answer, navigate]);

  // Unknown, used or expired (400, 404, 410); too many tries (429) is worth another go later.
  const refused =
    confirm.error instanceof ApiError && [400, 404, 410].includes(confirm.error.status);
  if (token === '' || refused) {
    return (
      <PaymentPage title="This link can’t be used">
        <p className="font-semibold text-slate-900">{ONLINE_PAYMENT_MESSAGES.linkInvalid}.</p>
        <p>
          A confirmation link lasts 30 minutes. Open your booking to see where it stands; while its
          hold is still running you can choose how to pay again.
        </p>
        <ButtonLink className="self-start" to={FIND_BOOKING_PATH}>
          Find your booking
        </ButtonLink>
      </PaymentPage>
    );
  }
  if (confirm.isError) {
    return (
      <PaymentPage title="We couldn’t confirm your booking">
        <p>{confirm.error.message}</p>
        <Button className="self-start" onClick={() => void confirm.refetch()}>
          Try again
        </Button>
      </PaymentPage>
    );
  }
  return <PaymentPage title="Confirming your booking…" live waiting />;
}
