import { NEWSLETTER_MESSAGES } from '@waka/shared/newsletter/subscribe-newsletter';
import type { Database } from '../../db/database';
import { insertSubscription } from './newsletter-repository';

/**
 * One row per email, whatever its case. A known address gets the same thank-you
 * as a new one, so the answer never tells who is already on the list
 * (docs/decisions/0018).
 */
export async function subscribeNewsletter(db: Database, email: string): Promise<string> {
  await insertSubscription(db, email.toLowerCase());
  return NEWSLETTER_MESSAGES.subscribed;
}
