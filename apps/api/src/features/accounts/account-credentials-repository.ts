import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, sessions } from '../../db/schema/auth';

/** better-auth's name for the email-and-password sign-in of an account. */
const PASSWORD_PROVIDER = 'credential';

/** Gives the account's email sign-in this password hash (better-auth's); false when it has none. */
export async function replacePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const replaced = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER)))
    .returning({ id: accounts.id });
  return replaced.length > 0;
}

/** Ends every session of the account, on every device; answers how many there were. */
export async function endEverySession(db: Database, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
