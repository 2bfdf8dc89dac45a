import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, refunds } from '../../db/schema/payments';
import { moveRefundStatus } from '../../money/lifecycle/lifecycle-repository';

/**
 * Claims the oldest refund not yet asked of Paystack: marks it asked
 * (`requested_at`) and commits before anyone asks, so no two requesters, and
 * no retry after a lost answer, ever ask twice for it. `skip locked`: a row
 * another requester is claiming right now is passed over, not waited for.
 */
export async function claimDueRefund(db: Database) {
  const [claimed] = await db
    .update(refunds)
    .set({ requestedAt: sql`now()` })
    .where(
      sql`${refunds.id} = (
        select id from ${refunds}
        where status = 'to request' and requested_at is null
        order by created_at
        limit 1
        for update skip locked)`,
    )
    .returning({ id: refunds.id, paymentId: refunds.paymentId, amountKobo: refunds.amountKobo });
  if (!claimed) return undefined;
  const [payment] = await db
    .select({ reference: payments.reference, transaction: payments.gatewayTransactionId })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  return { ...claimed, payment: payment! };
}

/*
 * A claimed refund is still `to request`, unless Paystack's event for it
 * arrived while Waka was asking (settleRefunds): then the event's word
 * stands and these write nothing.
 */

/** Paystack queued it: now its refund.processed event settles it. */
export async function markRefundRequested(db: Database, id: string, gatewayRefundId: string) {
  const also = { gatewayRefundId };
  await moveRefundStatus(db, { id, from: 'to request', to: 'pending', also, ifMoved: 'skip' });
}

export async function markRefundFailed(db: Database, id: string) {
  await moveRefundStatus(db, { id, from: 'to request', to: 'failed', ifMoved: 'skip' });
}

/**
 * Paystack's word on the refunds of a payment (refund.processed or
 * refund.failed): the asked ones move to `refunded` (or `failed`); answers how
 * many did. A refund is matched by Paystack's id when the event has one.
 */
export async function settleRefunds(
  tx: Database,
  paymentReference: string,
  outcome: 'refunded' | 'failed',
  gatewayRefundId: string | undefined,
): Promise<number> {
  const asked = await tx
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .where(
      and(
        sql`${refunds.paymentId} = (select id from ${payments} where reference = ${paymentReference})`,
        inArray(refunds.status, ['to request', 'pending']),
        sql`${refunds.requestedAt} is not null`,
        gatewayRefundId
          ? sql`(${refunds.gatewayRefundId} is null or ${refunds.gatewayRefundId} = ${gatewayRefundId})`
          : undefined,
      ),
    )
    .orderBy(refunds.id)
    .for('update');
  const also = outcome === 'refunded' ? { refundedAt: sql`now()` } : {};
  for (const refund of asked)
    await moveRefundStatus(tx, { id: refund.id, from: refund.status, to: outcome, also });
  return asked.length;
}
