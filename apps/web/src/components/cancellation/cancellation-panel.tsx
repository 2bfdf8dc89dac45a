import { useId } from 'react';
import type { BookingKind } from '@waka/shared/booking-kind';
import { cancelledWords, type CancelledFacts } from './cancellation-words';

type CancellationPanelProps = {
  kind: BookingKind;
  facts: CancelledFacts;
  /** Who cancelled on the owner's side, by name: the hotel, or the car's owner. */
  owner: string;
};

/**
 * A cancelled booking's receipt, in place of the payment panel
 * (docs/product.md#cancellation): who cancelled and why, what was kept, what
 * comes back, and where the refund stands ("Refund pending", then
 * "Refunded ₦…"). A polite live region: the refund settling is read out.
 */
export function CancellationPanel({ kind, facts, owner }: CancellationPanelProps) {
  const headingId = useId();
  const words = cancelledWords(facts, { kind, owner });
  const refunded = facts.refundStatus === 'refunded';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="cancellation-panel"
      className="rounded-2xl border border-slate-300 bg-slate-50 p-5 sm:p-6 print:bg-white"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {kind === 'car' ? 'Car hire' : 'Booking'}
      </h2>
      <div role="status" className="mt-1">
        <p data-testid="cancellation-headline" className="text-2xl font-bold text-slate-900">
          Cancelled
        </p>
        <p className="mt-1 text-slate-700">{words.byWhom}</p>
        {words.reason ? (
          <blockquote className="mt-3 rounded-lg border-l-4 border-slate-400 bg-white px-3 py-2 text-slate-800">
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Reason
            </span>
            <span className="break-words whitespace-pre-line">{words.reason}</span>
          </blockquote>
        ) : null}
        {words.money ? (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-base sm:max-w-xs">
            <dt className="text-slate-600">Kept</dt>
            <dd data-testid="cancellation-kept" className="text-right font-semibold text-slate-900">
              {words.money.kept}
            </dd>
            <dt className="text-slate-600">Refund</dt>
            <dd
              data-testid="cancellation-refund"
              className="text-right font-semibold text-slate-900"
            >
              {words.money.refund}
            </dd>
          </dl>
        ) : null}
        {words.refund ? (
          <p
            data-testid="refund-state"
            className={`mt-4 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
              refunded
                ? 'bg-green-50 text-green-900 ring-green-300'
                : 'bg-white text-slate-800 ring-slate-300'
            }`}
          >
            {words.refund}
          </p>
        ) : null}
      </div>
    </section>
  );
}
