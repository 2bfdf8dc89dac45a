import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts';
import { createTestApp, TEST_PUBLIC_URL, testEngine, type TestContext } from '../support/test-app';

/*
 * Sign-out ends the session whatever the body: none at all (a plain fetch or
 * curl -X POST), an empty one sent as JSON, or `{}`. It once answered 400
 * VALIDATION_FAILED without a body and left the session alive.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const sessionOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/v1/auth/get-session', headers: { cookie } })).json();

const bodies = {
  'no body and no content type': {},
  'an empty body sent as JSON': { payload: '', headers: { 'content-type': 'application/json' } },
  'an empty body with no content type': { payload: '' },
  '{}': { payload: {} },
} as const;

describe(`sign-out on ${testEngine}`, () => {
  for (const [what, request] of Object.entries(bodies)) {
    it(`signs out with ${what}`, async () => {
      const person = await signUp(ctx.app, 'customer');
      expect(await sessionOf(person.cookie)).toMatchObject({ user: { id: person.userId } });
      const extra = 'headers' in request ? request.headers : {};
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        ...('payload' in request ? { payload: request.payload } : {}),
        headers: { origin: TEST_PUBLIC_URL, cookie: person.cookie, ...extra },
      });
      expect(out.statusCode, out.body).toBe(200);
      expect(await sessionOf(person.cookie)).toBeNull();
    });
  }

  it('still refuses a body with fields, naming them', async () => {
    const person = await signUp(ctx.app, 'customer');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: { everywhere: true },
      headers: { origin: TEST_PUBLIC_URL, cookie: person.cookie },
    });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(await sessionOf(person.cookie)).toMatchObject({ user: { id: person.userId } });
  });
});
