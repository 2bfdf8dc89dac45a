import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import type { AccountHolder } from './create-auth';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * To the holder of an account someone tried to sign up again with. The answer
 * to that sign-up looked like any other (docs/decisions/0018), so this email
 * is how the holder, and only the holder, learns of it.
 */
export function signUpAttemptEmail(holder: AccountHolder, publicUrl: string): OutgoingMail {
  const signIn = `${publicUrl}/sign-in`;
  const lines = [
    `Someone just tried to create a new Waka account with this email address (${holder.email}).`,
    'You already have an account, so no new one was made and nothing about yours was changed.',
    `If it was you, sign in with your password: ${signIn}`,
    'If it was not you, you can ignore this email: your account and password are as they were.',
  ];
  const paragraphs = [`Hello ${holder.name},`, ...lines]
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('\n');
  return {
    kind: 'sign-up-attempt',
    to: holder.email,
    subject: 'Someone tried to create a Waka account with your email',
    text: [`Hello ${holder.name},`, ...lines].join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}</body></html>`,
  };
}
