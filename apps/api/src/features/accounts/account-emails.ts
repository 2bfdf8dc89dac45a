import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import { asWritten, composeMail, mailLine, wakaLink } from '../../lib/mail/mail-text';
import type { AccountHolder } from './create-auth';

/**
 * To the holder of an account someone tried to sign up again with. The answer
 * to that sign-up looked like any other (docs/decisions/0018), so this email
 * is how the holder, and only the holder, learns of it.
 */
export function signUpAttemptEmail(holder: AccountHolder, publicUrl: string): OutgoingMail {
  return composeMail({
    kind: 'sign-up-attempt',
    to: holder.email,
    subject: mailLine`Someone tried to create a Waka account with your email`,
    lines: [
      mailLine`Hello ${holder.name},`,
      mailLine`Someone just tried to create a new Waka account with this email address (${asWritten(holder.email)}).`,
      mailLine`You already have an account, so no new one was made and nothing about yours was changed.`,
      mailLine`If it was you, sign in with your password: ${wakaLink(`${publicUrl}/sign-in`)}`,
      mailLine`If it was not you, you can ignore this email: your account and password are as they were.`,
    ],
  });
}
