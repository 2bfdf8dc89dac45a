import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import type { BookingKind } from '@waka/shared/receipt-paths';
import { cancelledWords } from './cancellation-words';

/**
 * A list row's line once its booking was just cancelled: what was kept, what
 * comes back and how, from the cancellation's answer.
 */
export function CancelledSummary({
  answer,
  kind,
  owner,
}: {
  answer: TCancellation;
  kind: BookingKind;
  owner: string;
}) {
  const words = cancelledWords({ ...answer, cancellation: answer }, { kind, owner });
  return (
    <span data-testid="cancelled-summary" className="mt-1 block text-sm text-slate-700">
      {words.money ? (
        <span className="block font-semibold text-slate-900">
          Kept {words.money.kept} · Refund {words.money.refund}
        </span>
      ) : null}
      {words.refund ? <span className="block">{words.refund}</span> : null}
    </span>
  );
}
