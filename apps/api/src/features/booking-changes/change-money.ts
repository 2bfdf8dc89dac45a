import type { Database } from '../../db/database';
import type { BookingRow } from '../../lib/ledger/room-ledger';
import { refundOnline } from '../../lib/payments/refund-online';
import type { ChangeMoney } from './change-types';

/** Why money goes back after a change: unique per change, so each change refunds once. */
export const changedReason = (instant: string) => `changed ${instant}`;

/**
 * What a change to `newTotalKobo` does to the money
 * (docs/decisions/0023-cancellation-and-changes.md). Nothing paid: only the
 * total changes. Paid more than the new total: the excess goes back, from the
 * online payments while they have any left (a refund row each, one reason for
 * the change), the rest by the hotel; the booking is paid. Paid less than the
 * new total: the rest is owed, `not paid` with no hold to run out, since most
 * of it is paid; paid_kobo stays the money confirmed so far.
 */
export async function changeMoney(
  tx: Database,
  booking: BookingRow,
  newTotalKobo: number,
  instant: () => Promise<string>,
): Promise<{ facts: ChangeMoney; write: Partial<BookingRow> }> {
  const differenceKobo = newTotalKobo - booking.totalAmountKobo;
  const paid = booking.paidKobo;
  if (paid <= 0) {
    const facts = { differenceKobo, refundKobo: 0, refundOnline: false, owedKobo: newTotalKobo };
    return { facts, write: {} };
  }
  if (paid < newTotalKobo) {
    const facts = {
      differenceKobo,
      refundKobo: 0,
      refundOnline: false,
      owedKobo: newTotalKobo - paid,
    };
    return { facts, write: { paymentStatus: 'not paid', holdExpiresAt: null } };
  }
  const refundKobo = paid - newTotalKobo;
  const online =
    refundKobo > 0
      ? await refundOnline(tx, 'room', booking.id, refundKobo, changedReason(await instant()))
      : 0;
  const facts = { differenceKobo, refundKobo, refundOnline: online > 0, owedKobo: 0 };
  return { facts, write: { paymentStatus: 'paid', paidKobo: newTotalKobo } };
}
