import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_MAILS_A_DAY } from '@waka/shared/accounts/account-link-words';
import { verifications } from '../../src/db/schema/auth';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
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
import { createTestApp, TEST_PUBLIC_URL, testEngine } from '../support/test-app';

/*
 * Password reset by emailed link (docs/decisions/0025): the link works once,
 * within the hour; an unknown address gets the very answer a known one gets
 * and no mail; a reset or a password change signs out the other sessions.
 */

const PASSWORD = 'correct horse battery';
let ctx: LinkTestbed;
beforeAll(async () => {
  ctx = await createLinkTestbed();
});

let addresses = 0;
/** Each call from an address of its own, so no test meets another's per-address limit. */
const post = (url: string, payload: object, who?: SignedIn) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    headers: { ...as(who), 'x-forwarded-for': `10.20.0.${++addresses}` },
    payload,
  });
const askReset = (email: string) => post('request-password-reset', { email });
const reset = (token: string, newPassword: string) =>
  post('reset-password', { token, newPassword });

describe(`password reset on ${testEngine}`, () => {
  it('mails a link to /reset-password that sets a new password once; the second use is refused', async () => {
    const person = await signUp(ctx.app, 'customer');
    const asked = await askReset(person.email);
    expect(asked.statusCode).toBe(200);
    const token = await linkMailedTo(ctx, person.email, '/reset-password');
    const [message] = mailsTo(ctx.smtp, person.email).filter((m) => tokenIn(m, '/reset-password'));
    expect(mailText(message!.raw)).toContain('Subject: Choose a new Waka password');

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect((await signInAs(ctx.app, person.email, 'a brand new password')).statusCode).toBe(200);
    expect((await signInAs(ctx.app, person.email, PASSWORD)).statusCode).toBe(401);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await signInAs(ctx.app, person.email, 'yet another password')).statusCode).toBe(401);
  });

  it('makes a link that lasts an hour, and refuses it once the hour has passed', async () => {
    const person = await signUp(ctx.app, 'customer');
    await askReset(person.email);
    const token = await linkMailedTo(ctx, person.email, '/reset-password');
    const [row] = await ctx.db
      .select({
        minutes: sql<number>`round(extract(epoch from ${verifications.expiresAt} - now()) / 60)`,
      })
      .from(verifications)
      .where(eq(verifications.value, person.userId));
    expect(Number(row!.minutes)).toBe(60);
    // An hour and a minute later, as far as the link's row can tell.
    await ctx.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.value, person.userId));

    const late = await reset(token, 'a brand new password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await signInAs(ctx.app, person.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps no reset link in the database as it was mailed', async () => {
    const person = await signUp(ctx.app, 'customer');
    await askReset(person.email);
    const token = await linkMailedTo(ctx, person.email, '/reset-password');
    const rows = await ctx.db.select().from(verifications);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it('answers an address with no account exactly as one with, and mails nobody', async () => {
    const person = await signUp(ctx.app, 'customer');
    const known = await askReset(person.email);
    const unknown = await askReset('nobody.here@example.ng');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    await linkMailedTo(ctx, person.email, '/reset-password');
    await ctx.mailer.drain();
    expect(mailsTo(ctx.smtp, 'nobody.here@example.ng')).toEqual([]);
    const queued = await findMail(ctx.db);
    expect(queued.filter((m) => m.toAddress === 'nobody.here@example.ng')).toEqual([]);
  });

  it(`mails one address at most ${ACCOUNT_LINK_MAILS_A_DAY} links a day, answering every request alike`, async () => {
    const person = await signUp(ctx.app, 'customer');
    const answers = [];
    for (let i = 0; i <= ACCOUNT_LINK_MAILS_A_DAY; i++) answers.push(await askReset(person.email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    await linkMailedTo(ctx, person.email, '/reset-password', ACCOUNT_LINK_MAILS_A_DAY);
    await ctx.mailer.drain();
    const resetMails = mailsTo(ctx.smtp, person.email).filter((m) => tokenIn(m, '/reset-password'));
    expect(resetMails).toHaveLength(ACCOUNT_LINK_MAILS_A_DAY);
  });

  it('signs out every session of the account once the password is reset', async () => {
    const person = await signUp(ctx.app, 'customer');
    const laptop = await signInAs(ctx.app, person.email, PASSWORD, '10.21.0.1');
    expect((await sessionUserOf(ctx.app, person.cookie))?.id).toBe(person.userId);
    expect((await sessionUserOf(ctx.app, laptop.cookie))?.id).toBe(person.userId);

    await askReset(person.email);
    const token = await linkMailedTo(ctx, person.email, '/reset-password');
    expect((await reset(token, 'a brand new password')).statusCode).toBe(200);

    expect(await sessionUserOf(ctx.app, person.cookie)).toBeNull();
    expect(await sessionUserOf(ctx.app, laptop.cookie)).toBeNull();
  });
});

describe(`changing the password while signed in, on ${testEngine}`, () => {
  it('signs out the other sessions and keeps the one that changed it signed in', async () => {
    const person = await signUp(ctx.app, 'customer');
    const phone = await signInAs(ctx.app, person.email, PASSWORD, '10.22.0.1');
    const changed = await post(
      'change-password',
      { currentPassword: PASSWORD, newPassword: 'a brand new password' },
      person,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = changed.cookies.find((c) => c.name.endsWith('session_token'));
    expect(renewed?.value).toBeTruthy();

    expect(await sessionUserOf(ctx.app, phone.cookie)).toBeNull();
    expect(await sessionUserOf(ctx.app, person.cookie)).toBeNull();
    const kept = await sessionUserOf(ctx.app, `${renewed!.name}=${renewed!.value}`);
    expect(kept?.id).toBe(person.userId);
  });

  it('refuses to keep the other sessions, naming the field, and changes nothing', async () => {
    const person = await signUp(ctx.app, 'customer');
    const refused = await post(
      'change-password',
      {
        currentPassword: PASSWORD,
        newPassword: 'a brand new password',
        revokeOtherSessions: false,
      },
      person,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('revokeOtherSessions');
    expect((await signInAs(ctx.app, person.email, PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });
});

describe('the reset request limit per address', () => {
  it('answers 429 with Retry-After past AUTH_ATTEMPTS_PER_MINUTE from one address', async () => {
    const limited = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '2' } });
    const ask = (address: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        remoteAddress: '192.0.2.25',
        headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': address },
        payload: { email: 'someone@example.ng' },
      });
    expect((await ask('10.23.0.1')).statusCode).toBe(200);
    expect((await ask('10.23.0.1')).statusCode).toBe(200);
    const refused = await ask('10.23.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('10.23.0.2')).statusCode).toBe(200);
  });
});
