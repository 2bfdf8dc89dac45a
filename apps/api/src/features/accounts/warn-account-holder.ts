import type { Database } from '../../db/database';
import type { MailDrainer } from '../../lib/mail/mail-drainer';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { signUpAttemptEmail } from './account-emails';
import type { AccountHolder } from './create-auth';

/** Queues the "someone tried to sign up with your email" note in the mail outbox, then wakes its sender. */
export async function warnAccountHolder(
  db: Database,
  mailer: MailDrainer,
  publicUrl: string,
  holder: AccountHolder,
): Promise<void> {
  await enqueueMail(db, [signUpAttemptEmail(holder, publicUrl)]);
  mailer.kick();
}
