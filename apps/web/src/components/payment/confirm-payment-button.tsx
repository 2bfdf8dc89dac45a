import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmReceivedDialog } from './confirm-received-dialog';

/** The part of a react-query mutation the button drives. */
type PaymentMutation = {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  mutateAsync: () => Promise<unknown>;
};

type ConfirmPaymentButtonProps = {
  reference: string;
  guest: string;
  amount: number;
  save: PaymentMutation;
  /** Told once the money is confirmed, with the words for the page's notice. */
  onConfirmed: (message: string) => void;
  className?: string;
};

const FAILED = 'Failed to update the payment status. Please try again.';

/**
 * "Confirm payment received" and the dialog that asks once more, for a stay
 * or a car hire alike (docs/product.md#payment). A refusal shows in the
 * dialog, from the mutation's error.
 */
export function ConfirmPaymentButton({
  reference,
  guest,
  amount,
  save,
  onConfirmed,
  className = 'text-balance',
}: ConfirmPaymentButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        disabled={save.isPending}
        onClick={() => {
          save.reset();
          setAsking(true);
        }}
      >
        Confirm payment received
        {/* Every row has this button: its name says which booking it is for. */}
        <span className="sr-only"> for {reference}</span>
      </Button>
      {asking ? (
        <ConfirmReceivedDialog
          reference={reference}
          guest={guest}
          amount={amount}
          busy={save.isPending}
          error={save.error ? save.error.message || FAILED : null}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            save.mutateAsync().then(
              () => {
                setAsking(false);
                onConfirmed(`${reference} is marked as paid.`);
              },
              () => undefined, // shown in the dialog
            )
          }
        />
      ) : null}
    </>
  );
}
