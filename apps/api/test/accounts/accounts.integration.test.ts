import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../support/accounts';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '3' } });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_PUBLIC_URL, ...headers },
  });

describe('accounts', () => {
  it('signs up a customer by default; the sign-in after it sets an http-only SameSite=Lax session cookie', async () => {
    const created = await post('/api/v1/auth/sign-up/email', {
      name: 'Ada Obi',
      email: 'ada@example.ng',
      password: 'longenough1',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      token: null,
      user: { email: 'ada@example.ng', role: 'customer' },
    });
    const response = await post('/api/v1/auth/sign-in/email', {
      email: 'ada@example.ng',
      password: 'longenough1',
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await ctx.app.inject({
      url: '/api/v1/auth/get-session',
      headers: { cookie: sessionCookie(response.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: 'ada@example.ng', role: 'customer' });
  });

  it('lets a person sign up as a property owner, and as nothing else', async () => {
    const owner = await post('/api/v1/auth/sign-up/email', {
      name: 'Owner',
      email: 'owner@example.ng',
      password: 'longenough1',
      role: 'hotelOwner',
    });
    expect(owner.json().user.role).toBe('hotelOwner');
    const admin = await post('/api/v1/auth/sign-up/email', {
      name: 'Mallory',
      email: 'mallory@example.ng',
      password: 'longenough1',
      role: 'admin',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { role: 'Role must be customer or hotelOwner' },
    });
  });

  it('refuses a short password and a bad email, naming the field', async () => {
    const short = await post('/api/v1/auth/sign-up/email', {
      name: 'Bola',
      email: 'bola@example.ng',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Password must be at least 8 characters' });
    const email = await post('/api/v1/auth/sign-up/email', {
      name: 'Bola',
      email: 'bola',
      password: 'longenough1',
    });
    expect(email.json().fields).toEqual({ email: 'Invalid email address' });
  });

  it('signs in with the right password only, and signs out', async () => {
    await signUp(ctx.app, 'customer', 'chidi@example.ng');
    const wrong = await post(
      '/api/v1/auth/sign-in/email',
      { email: 'chidi@example.ng', password: 'wrong password' },
      { 'x-forwarded-for': '10.0.0.9' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const right = await post(
      '/api/v1/auth/sign-in/email',
      { email: 'chidi@example.ng', password: 'correct horse battery' },
      { 'x-forwarded-for': '10.0.0.9' },
    );
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right.headers['set-cookie']);
    const out = await post('/api/v1/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/v1/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
  });

  it('rate-limits sign-in attempts per address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(
        '/api/v1/auth/sign-in/email',
        { email: 'nobody@example.ng', password: 'whatever1' },
        { 'x-forwarded-for': '10.0.0.77' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers a duplicate email as a new one (no account made), and an unknown email with a clear 4xx', async () => {
    const first = await post(
      '/api/v1/auth/sign-up/email',
      { name: 'Dupe', email: 'dupe@example.ng', password: 'longenough1' },
      { 'x-forwarded-for': '10.0.0.20' },
    );
    expect(first.statusCode).toBe(200);
    const again = await post(
      '/api/v1/auth/sign-up/email',
      { name: 'Dupe', email: 'dupe@example.ng', password: 'longenough1' },
      { 'x-forwarded-for': '10.0.0.21' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(first.json().user.id);
    const unknown = await post(
      '/api/v1/auth/sign-in/email',
      { email: 'ghost@example.ng', password: 'longenough1' },
      { 'x-forwarded-for': '10.0.0.22' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      error: expect.any(String),
      message: expect.stringMatching(/invalid/i),
    });
  });
});
