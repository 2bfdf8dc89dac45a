import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@waka/shared/api-error';
import { hotels } from '../../src/db/schema/hotels';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import { as, signUp, type SignedIn } from '../support/accounts';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * Security (docs/product.md#security), headers and sessions, abuse limits:
 * what every answer carries, the origin check on state-changing calls made
 * with a cookie (CSRF), and the per-address limits with 429 and Retry-After.
 */

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx.app, 'hotelOwner');
});

const hotel = () => ({
  hotelName: 'Origin Check Suites',
  hotelContactNo: '08031234567',
  hotelDescription: 'A hotel that only its owner’s pages may register.',
  hotelAddress: '1 Marina Road',
  country: 'Nigeria',
  state: 'Lagos',
  localGov: 'Lagos Island',
  city: 'Lagos',
  hotelRating: 4,
  minimumPrice: 30000,
  propertyType: 'hotel',
  amenities: ['Free Wifi'],
  hotelImage: `${TEST_PUBLIC_URL}/uploads/abc.webp`,
});

const hotelCount = async () => (await ctx.db.select({ n: count() }).from(hotels))[0]!.n;

describe('security headers', () => {
  it('sends a Content-Security-Policy with no inline script and no framing, and the other headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Over plain http (this test's address) there is no HSTS to promise.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('promises https (HSTS) when Waka is reached over https, and marks the session cookie Secure', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://waka.example' } });
    const response = await secure.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const send = (path: string, payload: object) =>
      secure.app.inject({
        method: 'POST',
        url: `/api/v1/auth/${path}`,
        headers: { origin: 'https://waka.example' },
        payload,
      });
    const account = { email: 'ada.secure@example.ng', password: 'correct horse battery' };
    const signUpResponse = await send('sign-up/email', { name: 'Ada', ...account });
    expect(signUpResponse.statusCode, signUpResponse.body).toBe(200);
    // A sign-up answers no session (docs/decisions/0018): the cookie comes with the sign-in.
    const signInResponse = await send('sign-in/email', account);
    expect(signInResponse.statusCode, signInResponse.body).toBe(200);
    const cookie = String(signInResponse.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });
});

describe('origin check on state-changing calls with a cookie (CSRF)', () => {
  it('refuses a write from another site, by Origin or by Referer, and writes nothing', async () => {
    const before = await hotelCount();
    for (const foreign of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/trap.html' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/hotels',
        headers: { cookie: owner.cookie, ...foreign },
        payload: hotel(),
      });
      expect(response.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(response.json()).toEqual({
        error: 'CROSS_SITE_REQUEST',
        message: 'This request came from another site and was refused',
      });
    }
    expect(await hotelCount()).toBe(before);
  });

  it("lets Waka's own pages write, and reads from anywhere", async () => {
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/hotels',
      headers: as(owner),
      payload: hotel(),
    });
    expect(own.statusCode, own.body).toBe(201);
    const read = await ctx.app.inject({
      url: '/api/v1/owner/hotels',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('leaves calls without a cookie alone: a guest booking carries no session to abuse', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { origin: 'https://partner.example' },
      payload: { email: 'guest.from.partner@example.ng' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('abuse limits (429 with Retry-After)', () => {
  const LIMIT = 3;
  let limited: TestContext;
  let limitedOwner: SignedIn;

  beforeAll(async () => {
    limited = await createTestApp({ env: { WRITES_PER_MINUTE: String(LIMIT) } });
    limitedOwner = await signUp(limited.app, 'hotelOwner');
  });

  const calls = [
    ['POST', '/api/v1/bookings', {}],
    ['POST', '/api/v1/carbooking/book', {}],
    ['POST', '/api/v1/newsletter', { email: 'not-an-email' }],
    ['POST', '/api/v1/uploads', undefined],
  ] as const;

  it.each(calls)(
    '%s %s allows the limit a minute from one address, then 429',
    async (method, url, body) => {
      const send = (address: string) =>
        limited.app.inject({
          method,
          url,
          headers: { ...as(limitedOwner), 'x-forwarded-for': address },
          ...(body === undefined ? {} : { payload: body }),
        });
      for (let i = 0; i < LIMIT; i++) {
        const allowed = await send('10.9.0.1');
        expect(allowed.statusCode, allowed.body).not.toBe(429);
      }
      const refused = await send('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(ZApiError.parse(refused.json())).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      expect(refused.json().message).toMatch(
        /^Too many requests from your address; please try again in /,
      );
      // Another address is counted apart.
      expect((await send('10.9.0.2')).statusCode).not.toBe(429);
    },
  );

  it('writes nothing when it refuses', async () => {
    const subscribers = async () =>
      (await limited.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;
    const send = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        headers: { 'x-forwarded-for': '10.9.1.1' },
        payload: { email: `reader${n}@example.ng` },
      });
    for (let i = 0; i < LIMIT; i++) expect((await send(i)).statusCode).toBe(201);
    const before = await subscribers();
    expect((await send(99)).statusCode).toBe(429);
    expect(await subscribers()).toBe(before);
  });
});

describe('body size limit', () => {
  it('refuses a JSON body over 1 MiB with 413 in the error shape, and writes nothing', async () => {
    const before = await hotelCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/hotels',
      headers: { ...as(owner), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...hotel(), hotelDescription: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ZApiError.parse(response.json())).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(await hotelCount()).toBe(before);
  });
});

describe('sign-in limit per address', () => {
  // better-auth counts in one store per process, so the sign-ins after each
  // test's signUp count too: these attempts come from a socket of their own.
  const attempt = (app: TestContext['app'], address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      remoteAddress: '192.0.2.7',
      headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': address },
      payload: { email: 'nobody@example.ng', password: 'whatever1' },
    });

  it('counts each address apart, and says when to come back', async () => {
    const app = (await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '2' } })).app;
    expect((await attempt(app, '10.8.0.1')).statusCode).toBe(401);
    expect((await attempt(app, '10.8.0.1')).statusCode).toBe(401);
    const refused = await attempt(app, '10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(app, '10.8.0.2')).statusCode).toBe(401);
  });

  it('does not believe a caller’s own X-Forwarded-For unless behind a trusted proxy', async () => {
    const app = (
      await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '2', TRUST_PROXY: 'false' } })
    ).app;
    expect((await attempt(app, '10.7.0.1')).statusCode).toBe(401);
    expect((await attempt(app, '10.7.0.2')).statusCode).toBe(401);
    // A third "address" is the same socket: refused.
    expect((await attempt(app, '10.7.0.3')).statusCode).toBe(429);
  });
});
