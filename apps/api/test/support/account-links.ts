import { expect } from 'vitest';
import type { App } from '../../src/app';
import { smtpTransport } from '../../src/lib/mail/mail-transport';
import { sessionCookie } from './accounts';
import { startSmtpCatcher, type Caught, type SmtpCatcher } from './smtp-catcher';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from './test-app';

/*
 * The emailed account links (docs/decisions/0025) as a person gets them: the
 * app sends through the mail outbox to a real SMTP server in this process,
 * and the test opens the link it finds in the message.
 */

export type LinkTestbed = TestContext & { smtp: SmtpCatcher };

/** A test app whose mail goes to an in-process SMTP server; sign-in limits out of the way. */
export async function createLinkTestbed(): Promise<LinkTestbed> {
  const smtp = await startSmtpCatcher();
  const ctx = await createTestApp({
    mailTransport: smtpTransport(smtp.url),
    env: { AUTH_ATTEMPTS_PER_MINUTE: '1000' },
  });
  return { ...ctx, smtp };
}

/** A message as text: quoted-printable soft breaks joined, =XX bytes read back as UTF-8. */
export function mailText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The messages the SMTP server took for `address`, oldest first. */
export const mailsTo = (smtp: SmtpCatcher, address: string): Caught[] =>
  smtp.caught.filter(
    (m) => m.accepted && m.to.some((to) => to.toLowerCase() === address.toLowerCase()),
  );

/** The token of the Waka link to `page` in a message, if it has one. */
export function tokenIn(message: Caught, page: '/reset-password' | '/verify-email') {
  const escaped = `${TEST_PUBLIC_URL}${page}`.replace(/[.?/]/g, '\\$&');
  const found = new RegExp(`${escaped}\\?token=([^\\s"<&]+)`).exec(mailText(message.raw));
  return found ? decodeURIComponent(found[1]!) : undefined;
}

/**
 * The token of the newest link to `page` mailed to `address`, waiting for
 * the `nth` such message (1 = the first ever) to arrive.
 */
export async function linkMailedTo(
  ctx: LinkTestbed,
  address: string,
  page: '/reset-password' | '/verify-email',
  nth = 1,
): Promise<string> {
  const withLink = () => mailsTo(ctx.smtp, address).filter((m) => tokenIn(m, page));
  await expect
    .poll(
      async () => {
        await ctx.mailer.drain();
        return withLink().length;
      },
      { timeout: 10_000, interval: 50, message: `link to ${page} mailed to ${address}` },
    )
    .toBeGreaterThanOrEqual(nth);
  return tokenIn(withLink()[nth - 1]!, page)!;
}

/** Signs in as the web does, from `address` (X-Forwarded-For), and answers the session cookie. */
export async function signInAs(
  app: App,
  email: string,
  password: string,
  address = '127.0.0.1',
): Promise<{ statusCode: number; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': address },
    payload: { email, password },
  });
  return { statusCode: response.statusCode, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** Who a cookie's session belongs to: the session user, or null once it has ended. */
export async function sessionUserOf(app: App, cookie: string) {
  const response = await app.inject({
    url: '/api/v1/accounts/me',
    headers: { cookie, origin: TEST_PUBLIC_URL },
  });
  return response.json() as { id: string; email: string; emailVerified: boolean } | null;
}
