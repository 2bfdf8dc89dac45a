import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

/** The first key of the advisory lock one guest address's bookings are attached under. */
const GUEST_ADDRESS_LOCK_SPACE = 17;

/**
 * Holds, until the caller's transaction ends, the lock under which a booking
 * reads whether its address is verified and under which verifying that
 * address attaches its guest bookings (docs/decisions/0025). Without it a
 * booking made as the address is verified could read "not verified" yet
 * commit after the attaching, and stay unattached.
 */
export async function lockGuestAddress(db: Database, address: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${GUEST_ADDRESS_LOCK_SPACE}, hashtext(lower(${address})))`,
  );
}

/** The id of the account that holds this address and has verified it, if one does. */
export async function verifiedAccountOf(
  db: Database,
  address: string,
): Promise<string | undefined> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    // Accounts keep their email lower-cased; the exact spelling covers one that did not.
    .where(
      and(inArray(users.email, [address, address.toLowerCase()]), eq(users.emailVerified, true)),
    )
    .limit(1);
  return found?.id;
}
