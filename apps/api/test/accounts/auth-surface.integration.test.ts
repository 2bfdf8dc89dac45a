import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@waka/shared/api-error';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { as, signUp, type SignedIn } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * What Waka's auth surface lets a caller do (docs/decisions/0018): only the
 * endpoints the product uses, each body checked by a strict shared schema; no
 * body nested deep enough to overflow a stack; and no answer that tells
 * whether an address already has an account or a subscription.
 */

let ctx: TestContext;
let customer: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '1000' } });
  customer = await signUp(ctx.app, 'customer');
});

const post = (url: string, payload: unknown, who?: SignedIn) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: as(who) });

const sessionOf = async (who: SignedIn) =>
  (await ctx.app.inject({ url: '/api/v1/auth/get-session', headers: as(who) })).json().user;

function expectErrorShape(response: { statusCode: number; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(ZApiError.safeParse(response.json()).success, what).toBe(true);
}

describe('the role is chosen at sign-up and never afterwards', () => {
  it('refuses update-user with a role, naming it, and the role stays customer', async () => {
    for (const url of ['/api/v1/auth/update-user', '/api/v1/auth/update-user/']) {
      for (const body of [
        { role: 'hotelOwner' },
        { name: 'Ada Obi', role: 'hotelOwner' },
        { role: 'admin' },
      ]) {
        const response = await post(url, body, customer);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          fields: { role: expect.any(String) },
        });
      }
    }
    expect(await sessionOf(customer)).toMatchObject({ role: 'customer', name: 'Test customer' });
    const owners = await ctx.app.inject({ url: '/api/v1/owner/hotels', headers: as(customer) });
    expect(owners.statusCode).toBe(403);
  });

  it('refuses an empty, a 600 KB and a digit name on update-user, naming name', async () => {
    for (const name of ['', '   ', 'x'.repeat(600_000), '12345', 'Ada 2']) {
      const response = await post('/api/v1/auth/update-user', { name }, customer);
      expect(response.statusCode, name.slice(0, 20)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['name']);
    }
    expect((await sessionOf(customer)).name).toBe('Test customer');
  });

  it('lets a person change their own name, and nothing else, through update-user', async () => {
    const someone = await signUp(ctx.app, 'customer');
    const renamed = await post('/api/v1/auth/update-user', { name: 'Ngozi Adeyemi' }, someone);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await sessionOf(someone)).toMatchObject({ name: 'Ngozi Adeyemi', role: 'customer' });
    const image = await post(
      '/api/v1/auth/update-user',
      { name: 'Ngozi Adeyemi', image: 'https://evil.example/x.png' },
      someone,
    );
    expect(image.statusCode).toBe(400);
    expect(image.json().fields).toHaveProperty('image');
  });

  it('refuses unknown fields on every auth endpoint that takes a body, naming them', async () => {
    const cases: [string, object][] = [
      [
        '/api/v1/auth/sign-up/email',
        {
          name: 'Ada Obi',
          email: 'ada.role@example.ng',
          password: 'longenough1',
          emailVerified: true,
        },
      ],
      [
        '/api/v1/auth/sign-in/email',
        { email: 'ada@example.ng', password: 'longenough1', role: 'hotelOwner' },
      ],
      [
        '/api/v1/auth/sign-in/email/',
        { email: 'ada@example.ng', password: 'longenough1', role: 'hotelOwner' },
      ],
      [
        '/api/v1/auth/change-password',
        {
          currentPassword: 'correct horse battery',
          newPassword: 'another long one',
          role: 'hotelOwner',
        },
      ],
      ['/api/v1/auth/sign-out', { role: 'hotelOwner' }],
      [
        '/api/v1/auth/request-password-reset',
        { email: 'ada@example.ng', redirectTo: 'https://evil.example/' },
      ],
      [
        '/api/v1/auth/reset-password',
        { token: 'a-token', newPassword: 'another long one', callbackURL: '/' },
      ],
      ['/api/v1/auth/send-verification-email', { email: 'someone.else@example.ng' }],
    ];
    for (const [url, body] of cases) {
      const response = await post(url, body, customer);
      expect(response.statusCode, url).toBe(400);
      const [unknown] = Object.keys(body).slice(-1);
      expect(Object.keys(response.json().fields ?? {}), url).toContain(unknown);
    }
    expect(await sessionOf(customer)).toMatchObject({ role: 'customer' });
  });

  it('answers 404 in the error shape to every auth path Waka does not use', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/api/v1/auth/list-sessions'],
      ['POST', '/api/v1/auth/delete-user'],
      ['POST', '/api/v1/auth/change-email'],
      ['POST', '/api/v1/auth/forget-password'],
      ['GET', '/api/v1/auth/reset-password/a-token'],
      ['GET', '/api/v1/auth/verify-email'],
      ['POST', '/api/v1/auth/revoke-other-sessions'],
      ['GET', '/api/v1/auth/ok'],
      ['POST', '/api/v1/auth/admin/set-role'],
      ['POST', '/api/v1/auth/no-such-thing/'],
      ['POST', '/api/v1/auth/sign-in/email/extra'],
    ];
    for (const [method, url] of paths) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: as(customer),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), url).toMatchObject({
        error: 'NOT_FOUND',
        message: expect.any(String),
      });
    }
  });

  it('treats a trailing slash as the path without it', async () => {
    const bare = await post('/api/v1/auth/sign-in/email', {
      email: 'ada@example.ng',
      password: '',
    });
    const slashed = await post('/api/v1/auth/sign-in/email/', {
      email: 'ada@example.ng',
      password: '',
    });
    expect(slashed.statusCode).toBe(400);
    expect(slashed.json()).toEqual(bare.json());
    const session = await ctx.app.inject({
      url: '/api/v1/auth/get-session/',
      headers: as(customer),
    });
    expect(session.json().user.id).toBe(customer.userId);
  });
});

describe('deeply nested bodies', () => {
  const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
  const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

  it.each([
    '/api/v1/auth/sign-out',
    '/api/v1/auth/update-user',
    '/api/v1/auth/sign-in/email/',
    '/api/v1/auth/sign-up/email',
    '/api/v1/auth/no-such-thing',
    '/api/v1/newsletter',
    '/api/v1/bookings',
  ])('answers 4xx in the error shape on POST %s, for arrays and objects', async (url) => {
    for (const payload of [arrays, objects]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...as(customer), 'content-type': 'application/json' },
      });
      expectErrorShape(response, url);
    }
  });

  it('refuses nesting past the bound with a 400 naming the body, and takes a shallow body', async () => {
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: `{"email":${'['.repeat(40)}${']'.repeat(40)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      error: 'INVALID_JSON',
      fields: { body: expect.stringMatching(/nested/) },
    });
    // Brackets inside strings are text, not nesting.
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: JSON.stringify({ email: `${'['.repeat(100)}@example.ng` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toHaveProperty('email');
  });
});

describe('no answer tells whether an address is known', () => {
  it('answers a second sign-up with one address exactly as the first, and mails the holder', async () => {
    const email = `twice.${Date.now()}@example.ng`;
    const body = { name: 'Kemi Bello', email, password: 'correct horse battery' };
    const first = await post('/api/v1/auth/sign-up/email', body);
    const again = await post('/api/v1/auth/sign-up/email', {
      ...body,
      password: 'someone else entirely',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(first.statusCode).toBe(200);
    const keys = (response: typeof first) => {
      const json = response.json();
      return {
        top: Object.keys(json).sort(),
        user: Object.keys(json.user).sort(),
        token: json.token,
      };
    };
    expect(keys(again)).toEqual(keys(first));
    expect(again.json().user).toMatchObject({ email, role: 'customer' });
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);

    await expect
      .poll(async () =>
        (await findMail(ctx.db)).filter((m) => m.toAddress === email).map((m) => m.kind),
      )
      // The first sign-up's verification link, then the warning about the second.
      .toEqual(['email-verification', 'sign-up-attempt']);
    const [mail] = (await findMail(ctx.db)).filter(
      (m) => m.toAddress === email && m.kind === 'sign-up-attempt',
    );
    expect(mail!.textBody).toMatch(/Kemi Bello/);
    expect(mail!.textBody).toMatch(/sign in/i);
    // The holder's password still works; the second one does not.
    expect(
      (await post('/api/v1/auth/sign-in/email', { email, password: 'correct horse battery' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/auth/sign-in/email', { email, password: 'someone else entirely' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers the newsletter the same for a known address as for a new one, storing it once', async () => {
    const rows = async () =>
      (await ctx.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;
    const before = await rows();
    const first = await post('/api/v1/newsletter', { email: 'Reader.Once@Example.ng' });
    const again = await post('/api/v1/newsletter', { email: 'reader.once@example.NG' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toBe(before + 1);
  });
});
