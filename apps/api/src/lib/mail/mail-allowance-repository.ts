import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail-outbox';

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
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    // Accounts keep their email lower-cased; the exact spelling covers one that did not.
    .where(
      and(inArray(users.email, [address, address.toLowerCase()]), eq(users.emailVerified, true)),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * How many mails of these kinds went to the address (in any case) in the
 * last 24 hours. Served by mail_outbox_guest_confirmation_idx, whose kinds
 * must be the same list.
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
