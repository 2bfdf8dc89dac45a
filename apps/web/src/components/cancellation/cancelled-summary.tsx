import type { BookingKind } from '@waka/shared/booking-kind';
import { closedMoneyWordsOf, type ClosedFacts } from './cancellation-words';

type CancelledSummaryProps = {
  /** The listed booking: its cancellation (or no-show) and its refund's progress. */
  facts: ClosedFacts;
  kind: BookingKind;
  /** The guest's own list, or the owner's, who hands back money paid in cash. */
  reader: 'guest' | 'owner';
  className?: string;
};

/**
 * A list row's lines once its booking was cancelled or the guest never came:
 * what was kept, what comes back, and where the refund stands, in the
 * receipt's words. Nothing while the booking has not ended.
 */
export function CancelledSummary({ facts, kind, reader, className = '' }: CancelledSummaryProps) {
  const words = closedMoneyWordsOf(facts, { kind, reader });
  if (!words) return null;
  return (
    <div data-testid="cancelled-summary" className={`text-sm text-slate-700 ${className}`}>
      {words.money ? (
        // Kept over Refund, as on the receipt: a narrow column never splits a pair.
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3">
          <dt>Kept</dt>
          <dd
            data-testid="listed-kept"
            className="text-right font-semibold text-slate-900 tabular-nums"
          >
            {words.money.kept}
          </dd>
          <dt>Refund</dt>
          <dd
            data-testid="listed-refund"
            className="text-right font-semibold text-slate-900 tabular-nums"
          >
            {words.money.refund}
          </dd>
        </dl>
      ) : null}
      {words.refund ? (
        <p
          data-testid="list-refund-state"
          className={`mt-0.5 ${facts.refundStatus === 'refunded' ? 'text-green-800' : ''}`}
        >
          {words.refund}
        </p>
      ) : null}
    </div>
  );
}
