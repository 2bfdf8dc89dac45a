import type { Database } from '../../db/database';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

/** Stores the email once; answers false when it was already there. */
export async function insertSubscription(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
