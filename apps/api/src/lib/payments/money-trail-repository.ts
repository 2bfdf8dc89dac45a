import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { payments, refunds } from '../../db/schema/payments';
import type { MoneyTrail } from './payment-facts';

/**
 * The successful online payment and the latest refund of each booking (or
 * car hire) asked for, by its id: two indexed reads whatever the list's length.
 * The latest refund is what the last transaction that refunded wrote: a
 * cancel splits its refund across the payments that paid (a row each, all
 * made at its now()), so those rows are added up, and read refunded only
 * when every one of them is.
 */
export async function moneyTrails(
  db: Database,
  kind: BookingKind,
  ids: string[],
): Promise<Map<string, MoneyTrail>> {
  const trails = new Map<string, MoneyTrail>();
  if (ids.length === 0) return trails;
  const owner = kind === 'room' ? payments.bookingId : payments.carBookingId;
  const paid = await db
    .select({
      ownerId: owner,
      id: payments.id,
      reference: payments.reference,
      testMode: payments.testMode,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .where(and(inArray(owner, ids), eq(payments.status, 'success')))
    .orderBy(payments.verifiedAt);
  const ownerOfPayment = new Map<string, string>();
  for (const row of paid) {
    ownerOfPayment.set(row.id, row.ownerId!);
    // The first money confirmed is what paid it; a later one is refunded.
    if (!trails.has(row.ownerId!))
      trails.set(row.ownerId!, { paidBy: { reference: row.reference, testMode: row.testMode } });
  }
  if (ownerOfPayment.size === 0) return trails;
  const refunded = await db
    .select({
      paymentId: refunds.paymentId,
      amountKobo: refunds.amountKobo,
      status: refunds.status,
      // To the microsecond, so the rows one transaction wrote compare equal.
      madeAt: sql<string>`${refunds.createdAt}::text`,
    })
    .from(refunds)
    .where(inArray(refunds.paymentId, [...ownerOfPayment.keys()]))
    .orderBy(desc(refunds.createdAt));
  const latest = new Map<MoneyTrail, string>();
  for (const row of refunded) {
    const trail = trails.get(ownerOfPayment.get(row.paymentId)!)!;
    if (!trail.refund) {
      latest.set(trail, row.madeAt);
      trail.refund = { amountKobo: row.amountKobo, status: row.status };
    } else if (latest.get(trail) === row.madeAt) {
      trail.refund.amountKobo += row.amountKobo;
      if (row.status !== 'refunded') trail.refund.status = row.status;
    }
  }
  return trails;
}
