import { createPortal } from 'react-dom';
import { formatNaira } from '@waka/shared/money';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ConfirmReceivedDialogProps = {
  reference: string;
  guest: string;
  amount: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The owner confirms cash or a transfer received, the only way a booking not
 * paid online becomes paid (docs/product.md#payment). Asked once more,
 * because it cannot be taken back from here. In the body, not the row: the
 * lists swap a table for cards by width, and a dialog inside the hidden one
 * would vanish with it.
 */
export function ConfirmReceivedDialog({
  reference,
  guest,
  amount,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmReceivedDialogProps) {
  return createPortal(
    <Dialog title="Confirm payment received" onClose={busy ? () => undefined : onCancel}>
      <p className="text-slate-800">
        Have you received <span className="font-semibold">{formatNaira(amount)}</span> from {guest}{' '}
        for <span className="font-mono font-semibold">{reference}</span>, in cash or by transfer?
      </p>
      <p className="mt-2 text-sm text-slate-600">
        The booking will read Paid, and the money counts in your revenue.
      </p>
      <FormBanner message={error} className="mt-4" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="plain" size="field" disabled={busy} onClick={onCancel}>
          Not yet
        </Button>
        <Button size="field" disabled={busy} onClick={onConfirm}>
          {busy ? 'Saving...' : 'Yes, received'}
        </Button>
      </div>
    </Dialog>,
    document.body,
  );
}
