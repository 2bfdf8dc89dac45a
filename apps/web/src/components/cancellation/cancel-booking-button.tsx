import { useState } from 'react';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { DangerButton } from '@/components/ui/danger-button';
import { CancelBookingDialog, type CancelBookingDialogProps } from './cancel-booking-dialog';

type CancelBookingButtonProps = Omit<CancelBookingDialogProps, 'onClose'> & {
  /** Said to screen readers after the visible words, where many rows have the button. */
  forWhich?: string;
  size?: 'md' | 'lg' | 'field';
  className?: string;
};

/** "Cancel booking" (or "Cancel car hire") and the dialog it opens, a fresh one each time. */
export function CancelBookingButton({
  forWhich,
  size = 'md',
  className = '',
  onCancelled,
  ...dialog
}: CancelBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const done = (answer: TCancellation) => {
    setOpen(false);
    onCancelled(answer);
  };
  return (
    <>
      <DangerButton
        look="outline"
        size={size}
        className={`print:hidden ${className}`}
        onClick={() => setOpen(true)}
      >
        {dialog.context.kind === 'car' ? 'Cancel car hire' : 'Cancel booking'}
        {forWhich ? <span className="sr-only"> {forWhich}</span> : null}
      </DangerButton>
      {open ? (
        <CancelBookingDialog {...dialog} onCancelled={done} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
