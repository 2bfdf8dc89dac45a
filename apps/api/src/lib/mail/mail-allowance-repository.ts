import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { carBookings } from '../../db/schema/cars';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { holdConfirmations } from '../../db/schema/payments';
import { verifiedAccountOf } from '../accounts/guest-address-repository';

/** The first key of the advisory lock one address's allowance is counted under. */
const ALLOWANCE_LOCK_SPACE = 16;

/**
 * Holds, until the caller's transaction ends, the lock every count of this
 * address's mail is made under, so two bookings in two API processes cannot
 * both see four sent and both send a fifth and sixth.
 */
export async function lockAddressAllowance(db: Database, address: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK_SPACE}, hashtext(lower(${address})))`,
  );
}

/** Whether an account holds this address and has confirmed it. */
export async function isConfirmedAddress(db: Database, address: string): Promise<boolean> {
  return (await verifiedAccountOf(db, address)) !== undefined;
}

/**
 * How many mails of these kinds went to the address (in any case) in the
 * last 24 hours. Served by mail_outbox_daily_count_idx, whose kinds must
 * include every list asked for (DAILY_COUNTED_KINDS).
 */
export async function mailSentToSince(
  db: Database,
  address: string,
  kinds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, [...kinds]),
        sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`,
        gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return row!.n;
}

/**
 * How many pay-later links went to the address (in any case) in the last 24
 * hours: one link row each, to its booking's address. The sweeper forgets
 * links after two days, so the table read stays short.
 */
export async function linksSentToSince(db: Database, address: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(holdConfirmations)
    .leftJoin(bookings, eq(bookings.id, holdConfirmations.bookingId))
    .leftJoin(carBookings, eq(carBookings.id, holdConfirmations.carBookingId))
    .where(
      and(
        gt(holdConfirmations.createdAt, sql`now() - interval '24 hours'`),
        sql`lower(coalesce(${bookings.email}, ${carBookings.email})) = ${address.toLowerCase()}`,
      ),
    );
  return row!.n;
}
