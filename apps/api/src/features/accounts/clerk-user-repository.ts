import { sql } from 'drizzle-orm';
import type { Role } from '@waka/shared/accounts/account-messages';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

/**
 * In Clerk mode a person's row is keyed by their Clerk user id, so bookings,
 * hotels and cars link to them exactly as with local accounts. The row
 * follows the token's claims: Clerk is the source of truth, except for an
 * admin, whom only the server's command line makes or unmakes.
 */
export async function upsertClerkUser(
  db: Database,
  person: { id: string; name: string; email: string; role: Role },
): Promise<void> {
  await db
    .insert(users)
    .values({ ...person, emailVerified: true })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        name: person.name,
        email: person.email,
        // Admin is Waka's to grant (npm run admin), never a claim's to take away.
        role: sql`case when ${users.role} = 'admin' then 'admin' else ${person.role} end`,
        updatedAt: sql`now()`,
      },
    });
}
