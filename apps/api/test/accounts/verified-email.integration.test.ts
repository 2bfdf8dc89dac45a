import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_LINK_MAILS_A_DAY,
  ACCOUNT_LINK_MESSAGES,
  EMAIL_VERIFICATION_LINK_HOURS,
} from '@waka/shared/accounts/account-link-words';
import { users } from '../../src/db/schema/auth';
import { as, signUp, type SignedIn } from '../support/accounts';
import {
  createLinkTestbed,
  linkMailedTo,
  mailsTo,
  mailText,
  sessionUserOf,
  signInAs,
  tokenIn,
  type LinkTestbed,
} from '../support/account-links';
import { testEngine } from '../support/test-app';

/*
 * Verified email (docs/decisions/0025): sign-up mails a link; the account
 * works before it is opened; opening it verifies the address; a bad or
 * expired link is refused; the signed-in person may ask for it again, a few
 * times a day.
 */

let ctx: LinkTestbed;
beforeAll(async () => {
  ctx = await createLinkTestbed();
});
afterEach(() => {
  vi.useRealTimers();
});

const HOLDERS_PASSWORD = 'chosen on the link';
/** The holder opens the link and chooses a password (docs/decisions/0033). */
const openLink = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers: as(),
    payload: { token, newPassword: HOLDERS_PASSWORD },
  });
const askAgain = (who?: SignedIn) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/send-verification-email',
    headers: as(who),
    payload: {},
  });
const isVerified = async (userId: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.emailVerified;

describe(`verified email on ${testEngine}`, () => {
  it('mails a link to /verify-email on sign-up; the account works before, and is verified once it is opened', async () => {
    const person = await signUp(ctx.app, 'customer');
    const token = await linkMailedTo(ctx, person.email, '/verify-email');
    const [message] = mailsTo(ctx.smtp, person.email);
    expect(mailText(message!.raw)).toContain('Subject: Please confirm your email for Waka');
    expect(await sessionUserOf(ctx.app, person.cookie)).toMatchObject({
      id: person.userId,
      emailVerified: false,
    });
    const mine = await ctx.app.inject({ url: '/api/v1/bookings/mine', headers: as(person) });
    expect(mine.statusCode).toBe(200);

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ status: true });
    expect(await isVerified(person.userId)).toBe(true);
    // Confirming ends every session; the chosen password signs in to a verified account.
    expect(await sessionUserOf(ctx.app, person.cookie)).toBeNull();
    const again = await signInAs(ctx.app, person.email, HOLDERS_PASSWORD);
    expect(await sessionUserOf(ctx.app, again.cookie)).toMatchObject({ emailVerified: true });
    // Opened again (a second click): refused as already confirmed, and nothing more happens.
    expect((await openLink(token)).statusCode).toBe(409);
    expect(await sessionUserOf(ctx.app, again.cookie)).toMatchObject({ emailVerified: true });
  });

  it('refuses a made-up or altered link, naming it invalid, and verifies nothing', async () => {
    const person = await signUp(ctx.app, 'customer');
    const token = await linkMailedTo(ctx, person.email, '/verify-email');
    const altered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const bad of ['not-a-token', altered]) {
      const refused = await openLink(bad);
      expect(refused.statusCode, bad).toBe(401);
      expect(refused.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    }
    const empty = await openLink('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('token');
    expect(await isVerified(person.userId)).toBe(false);
  });

  it(`takes a link for ${EMAIL_VERIFICATION_LINK_HOURS} hours, and refuses it as expired after`, async () => {
    const [early, late] = [await signUp(ctx.app, 'customer'), await signUp(ctx.app, 'customer')];
    const earlyToken = await linkMailedTo(ctx, early.email, '/verify-email');
    const lateToken = await linkMailedTo(ctx, late.email, '/verify-email');
    const sent = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(sent + (EMAIL_VERIFICATION_LINK_HOURS - 1) * 3_600_000);
    expect((await openLink(earlyToken)).statusCode).toBe(200);
    vi.setSystemTime(sent + (EMAIL_VERIFICATION_LINK_HOURS + 1) * 3_600_000);
    const refused = await openLink(lateToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'TOKEN_EXPIRED' });
    expect(await isVerified(late.userId)).toBe(false);
  });

  it('sends the link again to the signed-in person only, and refuses once the address is verified', async () => {
    const person = await signUp(ctx.app, 'customer');
    await linkMailedTo(ctx, person.email, '/verify-email');
    expect((await askAgain()).statusCode).toBe(401);
    const again = await askAgain(person);
    expect(again.statusCode, again.body).toBe(200);
    const second = await linkMailedTo(ctx, person.email, '/verify-email', 2);

    expect((await openLink(second)).statusCode).toBe(200);
    const signedInAgain = await signInAs(ctx.app, person.email, HOLDERS_PASSWORD);
    const verified = await askAgain({ ...person, cookie: signedInAgain.cookie });
    expect(verified.statusCode).toBe(400);
    expect(verified.json().error).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it(`sends at most ${ACCOUNT_LINK_MAILS_A_DAY} links a day to one address, then says so`, async () => {
    const person = await signUp(ctx.app, 'customer');
    // The sign-up's link is the first of the day.
    for (let i = 1; i < ACCOUNT_LINK_MAILS_A_DAY; i++)
      expect((await askAgain(person)).statusCode).toBe(200);
    const refused = await askAgain(person);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_LINK_MESSAGES.tooManyLinks });
    await linkMailedTo(ctx, person.email, '/verify-email', ACCOUNT_LINK_MAILS_A_DAY);
    await ctx.mailer.drain();
    const links = mailsTo(ctx.smtp, person.email).filter((m) => tokenIn(m, '/verify-email'));
    expect(links).toHaveLength(ACCOUNT_LINK_MAILS_A_DAY);
  });
});
