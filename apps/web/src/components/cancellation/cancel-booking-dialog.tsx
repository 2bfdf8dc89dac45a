import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CANCELLATION_MESSAGES, type TCancellation } from '@waka/shared/cancellation/cancellation';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { useCancelBooking, useCancellationQuote } from '@/lib/cancellation/use-cancel-booking';
import { QuoteBox } from './quote-box';
import { quoteWords, type QuoteContext } from './cancellation-words';

const REASON_MAX = 500;
const FAILED = 'We couldn’t cancel the booking. Please try again.';

export type CancelBookingDialogProps = {
  reference: string;
  /** The guest's email; left out when a session speaks (the owner's). */
  email?: string;
  /** What is being cancelled, in a line: the hotel or car and the dates. */
  summary: ReactNode;
  context: QuoteContext;
  onCancelled: (answer: TCancellation) => void;
  onClose: () => void;
};

/**
 * "Cancel booking" (docs/product.md#cancellation): what cancelling now means
 * for this booking, in naira, before the guest confirms, from the server's
 * quote; the owner says why, and is told the guest gets everything back. One
 * Idempotency-Key for each opening, so a retry or a double click cancels and
 * refunds once. In the body, not the row: lists swap a table for cards by
 * width, and a dialog inside the hidden one would vanish with it.
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  return createPortal(<CancelBooking {...props} />, document.body);
}

function CancelBooking({
  reference,
  email,
  summary,
  context,
  onCancelled,
  onClose,
}: CancelBookingDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quote = useCancellationQuote(reference, email);
  const cancel = useCancelBooking(reference);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const busy = cancel.isPending;
  const words = quote.data ? quoteWords(quote.data, context) : null;
  const open = quote.data?.cancellable === true;
  const reasonError = context.asOwner && reasonTouched ? reasonProblem(reason) : undefined;
  const serverError =
    cancel.error instanceof ApiError && cancel.error.fields.reason ? undefined : cancel.error;
  const what = context.kind === 'car' ? 'car hire' : 'booking';

  const confirm = () => {
    if (context.asOwner) {
      setReasonTouched(true);
      if (reasonProblem(reason)) {
        reasonField.current?.focus();
        return;
      }
    }
    cancel.mutate(
      { email, reason: context.asOwner ? reason.trim() : undefined, idempotencyKey },
      { onSuccess: (answer) => onCancelled(answer) },
    );
  };

  return (
    <Dialog
      title={context.kind === 'car' ? 'Cancel car hire' : 'Cancel booking'}
      onClose={busy ? () => undefined : onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="plain" size="field" disabled={busy} onClick={onClose}>
            {open ? `Keep ${what}` : 'Close'}
          </Button>
          {open ? (
            <DangerButton size="field" disabled={busy} onClick={confirm}>
              {busy ? 'Cancelling…' : `Cancel ${what}`}
            </DangerButton>
          ) : null}
        </div>
      }
    >
      <p className="text-slate-700">
        <span className="font-mono font-semibold whitespace-nowrap text-slate-900">
          {reference}
        </span>{' '}
        · {summary}
      </p>
      {quote.isPending ? (
        <Spinner label="Working out what cancelling means…" className="py-8" />
      ) : quote.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="font-semibold text-red-800">
            {quote.error.message || 'We couldn’t work out what cancelling would mean.'}
          </p>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            Try again
          </Button>
        </div>
      ) : words ? (
        <QuoteBox words={words} className="mt-4" />
      ) : null}
      {context.asOwner && open ? (
        <TextareaField
          ref={reasonField}
          label="Reason for cancelling"
          className="mt-4"
          rows={3}
          maxLength={REASON_MAX + 50}
          value={reason}
          disabled={busy}
          hint={`The guest reads this in their email and on their receipt. ${reason.trim().length}/${REASON_MAX}`}
          error={
            reasonError ??
            (cancel.error instanceof ApiError ? cancel.error.fields.reason : undefined)
          }
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setReasonTouched(true)}
        />
      ) : null}
      <FormBanner message={serverError ? serverError.message || FAILED : null} className="mt-4" />
    </Dialog>
  );
}

/** The owner's reason, checked with the contract's words before it is sent. */
function reasonProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return CANCELLATION_MESSAGES.reasonRequired;
  if (text.length > REASON_MAX) return CANCELLATION_MESSAGES.reasonTooLong;
  return undefined;
}
