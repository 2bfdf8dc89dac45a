import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://waka.example' } });
});

describe('the session cookie over https', () => {
  it('is Secure, http-only and SameSite=Lax when Waka is served over https', async () => {
    const send = (path: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/auth/${path}`,
        headers: { origin: 'https://waka.example' },
        payload,
      });
    await send('sign-up/email', { name: 'Ada', email: 'ada@example.ng', password: 'longenough1' });
    // A sign-up answers no session (docs/decisions/0018): the cookie comes with the sign-in.
    const response = await send('sign-in/email', {
      email: 'ada@example.ng',
      password: 'longenough1',
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.includes('session_token'))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
