import {
  EMAIL_VERIFICATION_LINK_HOURS,
  PASSWORD_RESET_LINK_MINUTES,
} from '@waka/shared/accounts/account-link-words';
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

/** A link to choose a new password, asked for on /forgot-password (docs/decisions/0025). */
export function passwordResetEmail(
  holder: AccountHolder,
  token: string,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return composeMail({
    kind: 'password-reset',
    to: holder.email,
    subject: mailLine`Choose a new Waka password`,
    lines: [
      mailLine`Hello ${holder.name},`,
      mailLine`Someone asked to choose a new password for the Waka account with this email address (${asWritten(holder.email)}).`,
      mailLine`To choose a new password, open this link: ${wakaLink(link)}`,
      mailLine`The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere.`,
      mailLine`If it was not you, ignore this email: your password stays as it is.`,
    ],
  });
}

/** The link that verifies a new account's address, sent on sign-up and when asked again. */
export function verificationEmail(
  holder: AccountHolder,
  token: string,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return composeMail({
    kind: 'email-verification',
    to: holder.email,
    subject: mailLine`Please confirm your email for Waka`,
    lines: [
      mailLine`Hello ${holder.name},`,
      mailLine`Please confirm that this email address (${asWritten(holder.email)}) is yours by opening this link and choosing your password: ${wakaLink(link)}`,
      mailLine`The link works for ${EMAIL_VERIFICATION_LINK_HOURS} hours. Confirming signs out every device signed in to the account. Once you confirm, stays and car hires you booked as a guest with this address appear in My Bookings.`,
      mailLine`If you did not create a Waka account, someone else typed your address: ignore this email, and nobody can confirm the account or see your bookings.`,
    ],
  });
}
