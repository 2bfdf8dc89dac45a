import type { Database } from '../../db/database';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

/** Stores the email once: a second subscription of it changes nothing. */
export async function insertSubscription(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
