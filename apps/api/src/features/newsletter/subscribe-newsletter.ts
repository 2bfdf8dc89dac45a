import { NEWSLETTER_MESSAGES } from '@waka/shared/newsletter/subscribe-newsletter';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { insertSubscription } from './newsletter-repository';

/** One row per email, whatever its case (D12). */
export async function subscribeNewsletter(db: Database, email: string): Promise<string> {
  const added = await insertSubscription(db, email.toLowerCase());
  if (!added) {
    throw new AppError(409, 'ALREADY_SUBSCRIBED', NEWSLETTER_MESSAGES.alreadySubscribed, {
      email: NEWSLETTER_MESSAGES.alreadySubscribed,
    });
  }
  return NEWSLETTER_MESSAGES.subscribed;
}
