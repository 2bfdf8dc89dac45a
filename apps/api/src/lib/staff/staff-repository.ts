import { eq, sql } from 'drizzle-orm';
import type { Role } from '@waka/shared/accounts/account-messages';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

/** The account with this address (any case), locked until the transaction ends. */
export async function lockAccountByEmail(db: Database, email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .for('update');
  return account;
}

export async function setRole(db: Database, userId: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The role on the account's own row: under Clerk too, where the token's claims never say admin. */
export async function roleOfAccount(db: Database, userId: string): Promise<Role | undefined> {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return account?.role;
}
