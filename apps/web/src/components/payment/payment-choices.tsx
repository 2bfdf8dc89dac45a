import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { KIND_WORDS } from '@/lib/payments/payment-kind-words';
import { usePayLater } from '@/lib/payments/use-pay-later';
import { useStartOnlinePayment } from '@/lib/payments/use-start-online-payment';
import type { BookingKind } from '@waka/shared/booking-kind';

type PaymentChoicesProps = {
  kind: BookingKind;
  reference: string;
  email: string;
  /** Which choices to offer, and how they read. */
  offer: 'both' | 'retry' | 'online instead' | 'resend link';
  /** Called when the server answered a pay-later choice: a link was emailed or not. */
  onPayLater?: (confirmationSent: boolean) => void;
};

/**
 * The guest's two ways to pay (docs/product.md#payment): online now through
 * Paystack, or at the hotel (at pickup for a car). One request at a time.
 */
export function PaymentChoices({ kind, reference, email, offer, onPayLater }: PaymentChoicesProps) {
  const online = useStartOnlinePayment();
  const later = usePayLater(reference);
  const words = KIND_WORDS[kind];
  const busy = online.busy || later.isPending;
  const laterFailure = later.error ? later.error.message || 'Please try again.' : null;

  const payOnline = () => {
    later.reset();
    online.start({ reference, email });
  };
  const payLater = () => {
    online.reset();
    later.mutate(email, { onSuccess: (answer) => onPayLater?.(answer.confirmationSent) });
  };

  const onlineButton = online.unavailable ? null : (
    <Button
      size="lg"
      variant={offer === 'both' || offer === 'retry' ? 'primary' : 'secondary'}
      disabled={busy}
      onClick={payOnline}
    >
      {online.busy
        ? 'Opening Paystack…'
        : offer === 'retry'
          ? 'Try again'
          : offer === 'both'
            ? 'Pay now online'
            : 'Pay now online instead'}
    </Button>
  );
  const laterLabel =
    offer === 'resend link'
      ? 'Send the link again'
      : offer === 'retry'
        ? words.payLaterInstead
        : words.payLater;
  const laterButton =
    offer === 'online instead' ? null : (
      <Button
        size="lg"
        variant={offer === 'resend link' ? 'ghost' : 'secondary'}
        disabled={busy}
        onClick={payLater}
      >
        {later.isPending ? 'Sending…' : laterLabel}
      </Button>
    );

  return (
    <div className="mt-4 flex flex-col gap-3 print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {onlineButton}
        {laterButton}
      </div>
      {offer === 'both' || offer === 'retry' ? (
        <p className="text-sm text-slate-600">
          Online: card, bank transfer or USSD, through Paystack.
        </p>
      ) : null}
      <FormBanner message={online.failure ?? laterFailure} />
    </div>
  );
}
