import { useId, useState } from 'react';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { ButtonLink } from '@/components/ui/button';
import { useHoldClock } from '@/lib/payments/payment-clock';
import type { BookingKind } from '@waka/shared/booking-kind';
import { PaymentChoices } from './payment-choices';
import { panelState, panelWords, refundWords, type PanelTone } from './payment-panel-words';
import { PaymentStatusBadge } from './payment-status-badge';
import { TestPaymentBadge } from './test-payment-badge';

const TONES: Record<PanelTone, string> = {
  brand: 'border-brand-200 bg-brand-50/60',
  green: 'border-green-200 bg-green-50',
  amber: 'border-amber-200 bg-amber-50',
  sky: 'border-sky-200 bg-sky-50',
  slate: 'border-slate-200 bg-slate-50',
};

export type PaymentPanelProps = {
  kind: BookingKind;
  reference: string;
  email: string;
  facts: TPaymentFacts;
  /** The booking's total, for the words ("Pay ₦…"). */
  amount?: number;
  /** Where to book again once the hold has expired. */
  bookAgainTo?: string;
  /** After a declined payment: the same choices, read as "Try again" and "… instead". */
  retry?: boolean;
};

/**
 * Where the booking's money stands, in plain words, and what happens next
 * (docs/product.md#payment): the hold and its time, the two ways to pay, the
 * emailed link, the transfer being confirmed, paid (and how), expired, a refund.
 * The words are a polite live region: a choice that changes them is read out.
 */
export function PaymentPanel({
  kind,
  reference,
  email,
  facts,
  amount,
  bookAgainTo,
  retry = false,
}: PaymentPanelProps) {
  const headingId = useId();
  const clock = useHoldClock(facts.holdExpiresAt);
  const [linkJustSent, setLinkJustSent] = useState(false);
  const state = panelState(facts, { holdRunning: clock.running, linkJustSent });
  const { headline, detail, tone } = panelWords(state, {
    kind,
    facts,
    email,
    amount,
    minutesLeft: clock.minutesLeft,
  });
  const refund = refundWords(facts);
  const choices = (offer: 'both' | 'retry' | 'online instead' | 'resend link') => (
    <PaymentChoices
      kind={kind}
      reference={reference}
      email={email}
      offer={offer}
      onPayLater={setLinkJustSent}
    />
  );

  return (
    <section
      aria-labelledby={headingId}
      data-testid="payment-panel"
      className={`rounded-2xl border p-5 sm:p-6 print:border-slate-300 print:bg-white ${TONES[tone]}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Payment
        </h2>
        <PaymentStatusBadge paymentStatus={facts.paymentStatus} kind={kind} />
      </div>
      <div role="status" className="mt-2">
        <p data-testid="payment-headline" className="text-xl font-bold text-slate-900">
          {headline}
        </p>
        <p className="mt-1 break-words text-slate-700">
          <Unbroken text={detail} />
        </p>
      </div>
      {facts.testPayment ? <TestPaymentBadge className="mt-3" /> : null}
      {refund ? (
        <p className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
          {refund}
        </p>
      ) : null}
      {state === 'held' || state === 'unpaid' ? choices(retry ? 'retry' : 'both') : null}
      {state === 'link sent' ? choices('resend link') : null}
      {state === 'pay later' ? choices('online instead') : null}
      {state === 'expired' && bookAgainTo ? (
        <ButtonLink to={bookAgainTo} size="lg" className="mt-4 print:hidden">
          Book again
        </ButtonLink>
      ) : null}
    </section>
  );
}

/** Waka's and Paystack's references (WK-…, WC-…, WP-…) kept whole: a narrow screen breaks at the hyphen otherwise. */
function Unbroken({ text }: { text: string }) {
  return text.split(/(W[KCP]-[0-9A-Z]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="font-mono whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
