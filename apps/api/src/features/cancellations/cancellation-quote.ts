import type { TCancellationQuote } from '@waka/shared/cancellation/cancellation';
import { koboToNaira } from '@waka/shared/money';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCancellable } from './cancellation-repository';
import { roleOf, termsOf, type Asker } from './cancellation-terms';

/**
 * What cancelling now would keep and give back, for the dialog
 * (docs/decisions/0023-cancellation-and-changes.md): the guest's terms under
 * the policy, or the owner's (everything paid goes back). A booking already
 * cancelled quotes what its cancellation kept and gave back; anyone but its
 * guest, customer or owner gets 404.
 */
export async function quoteCancellation(
  db: Database,
  kind: BookingKind,
  reference: string,
  asker: Asker,
  now: Date,
): Promise<TCancellationQuote> {
  const found = await findCancellable(db, kind, reference);
  const role = found && roleOf(found, asker);
  if (!found || !role) throw notFound(kind === 'car' ? 'Car booking' : 'Booking');
  const { cancellable, terms } = termsOf(found, role, now);
  const done = found.status === 'cancelled';
  const kept = done ? (found.keptKobo ?? 0) : terms.keptKobo;
  return {
    reference: found.reference,
    free: done ? kept === 0 : terms.free,
    freeUntil: terms.freeUntil.toISOString(),
    paidAmount: koboToNaira(found.paidKobo),
    chargeAmount: koboToNaira(done ? kept : terms.chargeKobo),
    keptAmount: koboToNaira(kept),
    refundAmount: koboToNaira(done ? (found.refundKobo ?? 0) : terms.refundKobo),
    cancellable,
  };
}
