import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { verifications } from '../../db/schema/auth';

/** The first key of the advisory lock one address's account links are counted under. */
const ACCOUNT_LINK_LOCK_SPACE = 18;

/*
 * Each account link mailed leaves a note in better-auth's verification table
 * (identifier, value, expiry: what the table is for), keyed by its kind and
 * address and expiring after a day, so a day's links to an address are counted
 * through the table's identifier index; better-auth clears expired rows
 * itself (docs/decisions/0025).
 */
const noteIdentifier = (kind: string, address: string) => `mailed:${kind}:${address.toLowerCase()}`;

/** Holds, until the caller's transaction ends, the lock this address's links of this kind are counted under. */
export async function lockAccountLinks(db: Database, kind: string, address: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_LINK_LOCK_SPACE}, hashtext(${noteIdentifier(kind, address)}))`,
  );
}

/** How many links of this kind were mailed to the address in the last 24 hours. */
export async function accountLinksMailedToday(
  db: Database,
  kind: string,
  address: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, noteIdentifier(kind, address)),
        gt(verifications.expiresAt, sql`now()`),
      ),
    );
  return row!.n;
}

/** Notes one more link of this kind mailed to the address, counted for 24 hours. */
export async function noteAccountLinkMailed(
  db: Database,
  kind: string,
  address: string,
): Promise<void> {
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: noteIdentifier(kind, address),
    value: '',
    expiresAt: sql`now() + interval '24 hours'`,
  });
}
