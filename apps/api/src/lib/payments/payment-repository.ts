import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { paymentEvents, payments, refunds } from '../../db/schema/payments';
import { movePaymentAttemptStatus } from '../../money/lifecycle/lifecycle-repository';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export const kindOfPayment = (payment: PaymentRow): BookingKind =>
  payment.carBookingId ? 'car' : 'room';
export const bookingIdOf = (payment: PaymentRow): string =>
  (payment.carBookingId ?? payment.bookingId)!;

export async function insertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [saved] = await db.insert(payments).values(payment).returning();
  return saved!;
}

export async function paymentReferenceExists(db: Database, reference: string) {
  const found = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reference, reference));
  return found.length > 0;
}

export async function findPayment(db: Database, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/**
 * The attempt's row, locked: settling it twice at once queues here
 * (docs/decisions/0022-payments-and-holds.md). Taken after its booking's
 * row, in the lock order of lib/ledger/room-ledger.ts.
 */
export async function lockPayment(tx: Database, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * Records that this event about this reference is being acted on; false
 * when it already was (a replay). Inserted in the acting transaction, so the
 * record and the act commit or vanish together.
 */
export async function recordEvent(tx: Database, event: string, reference: string) {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ event, reference })
    .onConflictDoNothing()
    .returning({ event: paymentEvents.event });
  return inserted.length > 0;
}

/** An attempt, as read under its lock: its id and its status then. */
type LockedAttempt = Pick<PaymentRow, 'id' | 'status'>;

/** Paystack verified the money: the attempt succeeds (a failed one too, when paid after all). */
export async function markPaymentSucceeded(
  tx: Database,
  attempt: LockedAttempt,
  facts: { gatewayTransactionId: string; channel: string | null },
) {
  if (attempt.status === 'success') return;
  const also = { ...facts, verifiedAt: sql`now()` };
  await movePaymentAttemptStatus(tx, { id: attempt.id, from: attempt.status, to: 'success', also });
}

/** The attempt failed; one already failed only takes Paystack's facts. */
export async function markPaymentFailed(
  tx: Database,
  attempt: LockedAttempt,
  facts: { gatewayTransactionId?: string; channel?: string | null } = {},
) {
  const also = { ...facts, verifiedAt: sql`now()` };
  if (attempt.status === 'failed') {
    await tx.update(payments).set(also).where(eq(payments.id, attempt.id));
    return;
  }
  await movePaymentAttemptStatus(tx, { id: attempt.id, from: attempt.status, to: 'failed', also });
}

/** Online attempts of a booking or car hire that Paystack may still complete. */
export async function pendingPaymentsOf(db: Database, kind: BookingKind, bookingId: string) {
  const owner = kind === 'car' ? payments.carBookingId : payments.bookingId;
  return db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(owner, bookingId), eq(payments.status, 'pending')))
    .orderBy(payments.createdAt);
}

/**
 * The successful online payments of a booking or car hire that are not yet
 * given back whole, oldest first, each with what is left of it: a cheaper
 * change refunds part of one (docs/decisions/0023-cancellation-and-changes.md),
 * and a second payment, or one that came too late, is refunded whole from
 * the moment it settled. Read under the booking's lock, which every writer
 * of its refunds holds, so what is left cannot move meanwhile. Empty when no
 * money came online: the owner confirmed cash or a transfer.
 */
export async function refundablePayments(tx: Database, kind: BookingKind, bookingId: string) {
  const owner = kind === 'car' ? payments.carBookingId : payments.bookingId;
  const left = sql<number>`${payments.amountKobo} - coalesce((select sum(${refunds.amountKobo}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`;
  return tx
    .select({ id: payments.id, leftKobo: left.mapWith(Number) })
    .from(payments)
    .where(and(eq(owner, bookingId), eq(payments.status, 'success'), sql`${left} > 0`))
    .orderBy(asc(payments.verifiedAt), asc(payments.id));
}

/** Money to give back, asked of Paystack later by the refund requester; once per payment and reason. */
export async function insertRefund(
  tx: Database,
  refund: { paymentId: string; amountKobo: number; reason: string },
) {
  const inserted = await tx
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/** The latest refund of a payment, if any. */
export async function refundOf(db: Database, paymentId: string) {
  const [row] = await db
    .select({ status: refunds.status, amountKobo: refunds.amountKobo })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return row;
}
