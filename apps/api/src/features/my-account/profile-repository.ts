import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerified: users.emailVerified,
  recentSearchedCities: users.recentSearchedCities,
  createdAt: users.createdAt,
};

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** The person's own row: what the profile shows and what their data is found by. */
export async function findPerson(db: Database, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The name and phone a person gave on their profile page. */
export async function updatePerson(
  db: Database,
  userId: string,
  changes: { name: string; phone: string | null },
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row;
}
