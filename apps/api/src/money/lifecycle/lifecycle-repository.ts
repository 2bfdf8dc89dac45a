import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { carBookings } from '../../db/schema/cars';
import { payments, refunds } from '../../db/schema/payments';
import { mayMove, TransitionRefused, type Lifecycle, type StatusOf } from './transitions';

/*
 * The one way a status column changes (docs/decisions/0035): the move must be
 * in its transition table, and the UPDATE is guarded by the value the caller
 * read, so a row another transaction moved first is never moved again from a
 * stale reading. No row changed is a bug in the caller, and fails loudly.
 */

type OneOrMore<S> = S | readonly S[];
type Move<L extends Lifecycle, Row> = {
  id: string;
  /** What the caller read the column as, under the row's lock: the write happens only if it still is. */
  from: OneOrMore<StatusOf<L>>;
  to: StatusOf<L>;
  /** Other columns written in the same UPDATE (the money, the hold). */
  also?: Partial<Row>;
  /**
   * What a row no longer in `from` means: a caller's bug (`refuse`, the
   * default: TransitionRefused), or a race the caller expects and loses
   * quietly (`skip`: nothing is written, and the move answers false).
   */
  ifMoved?: 'refuse' | 'skip';
};

type StayRow = PgUpdateSetSource<typeof bookings>;
type CarHireRow = PgUpdateSetSource<typeof carBookings>;

type AnyMove = {
  id: string;
  from: string | readonly string[];
  to: string;
  ifMoved?: 'refuse' | 'skip';
};

function checked<L extends Lifecycle>(lifecycle: L, what: string, move: Move<L, unknown>) {
  const froms = (Array.isArray(move.from) ? move.from : [move.from]) as StatusOf<L>[];
  if (froms.length === 0) throw new TransitionRefused(`${what} ${move.id}: a move from nothing`);
  for (const from of froms)
    if (!mayMove(lifecycle, from, move.to))
      throw new TransitionRefused(`${what} ${move.id} may not move from ${from} to ${move.to}`);
  return froms;
}

function moved(count: number, what: string, move: AnyMove): boolean {
  if (count > 0) return true;
  if (move.ifMoved === 'skip') return false;
  throw new TransitionRefused(
    `${what} ${move.id} was not ${String(move.from)} when it was to move to ${move.to}`,
  );
}

/** A stay's status. */
export async function moveStayStatus(tx: Database, move: Move<'stayStatus', StayRow>) {
  const froms = checked('stayStatus', 'stay', move);
  const rows = await tx
    .update(bookings)
    .set({ ...move.also, status: move.to })
    .where(and(eq(bookings.id, move.id), inArray(bookings.status, froms)))
    .returning({ id: bookings.id });
  return moved(rows.length, 'stay', move);
}

/** A car hire's status. */
export async function moveCarHireStatus(tx: Database, move: Move<'carHireStatus', CarHireRow>) {
  const froms = checked('carHireStatus', 'car hire', move);
  const rows = await tx
    .update(carBookings)
    .set({ ...move.also, status: move.to })
    .where(and(eq(carBookings.id, move.id), inArray(carBookings.status, froms)))
    .returning({ id: carBookings.id });
  return moved(rows.length, 'car hire', move);
}

/** Where a stay's or a car hire's money stands. */
export async function movePaymentStatus(
  tx: Database,
  kind: BookingKind,
  move: Move<'paymentStatus', StayRow & CarHireRow>,
) {
  const froms = checked('paymentStatus', `${kind} payment`, move);
  const table = kind === 'car' ? carBookings : bookings;
  const rows = await tx
    .update(table)
    .set({ ...move.also, paymentStatus: move.to })
    .where(and(eq(table.id, move.id), inArray(table.paymentStatus, froms)))
    .returning({ id: table.id });
  return moved(rows.length, `${kind} payment`, move);
}

/** An online payment attempt. */
export async function movePaymentAttemptStatus(
  tx: Database,
  move: Move<'paymentAttemptStatus', PgUpdateSetSource<typeof payments>>,
) {
  const froms = checked('paymentAttemptStatus', 'payment attempt', move);
  const rows = await tx
    .update(payments)
    .set({ ...move.also, status: move.to })
    .where(and(eq(payments.id, move.id), inArray(payments.status, froms)))
    .returning({ id: payments.id });
  return moved(rows.length, 'payment attempt', move);
}

/** A refund. */
export async function moveRefundStatus(
  tx: Database,
  move: Move<'refundStatus', PgUpdateSetSource<typeof refunds>>,
) {
  const froms = checked('refundStatus', 'refund', move);
  const rows = await tx
    .update(refunds)
    .set({ ...move.also, status: move.to })
    .where(and(eq(refunds.id, move.id), inArray(refunds.status, froms)))
    .returning({ id: refunds.id });
  return moved(rows.length, 'refund', move);
}
