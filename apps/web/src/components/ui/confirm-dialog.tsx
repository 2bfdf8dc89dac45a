import type { ReactNode } from 'react';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from './button';
import { DangerButton } from './danger-button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  title: string;
  /** What will happen, in the product's words. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the action runs, e.g. 'Deleting...'. */
  busyLabel: string;
  busy: boolean;
  /** Why the action was refused, shown inside the dialog (it stays open). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" before something that cannot be undone: Cancel or the
 * destructive action. While it runs, neither button nor Escape interrupts.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const close = busy ? () => undefined : onCancel;
  return (
    <Dialog title={title} onClose={close}>
      <div className="text-slate-800">{children}</div>
      <FormBanner message={error ?? null} className="mt-4" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <DangerButton disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </DangerButton>
      </div>
    </Dialog>
  );
}
