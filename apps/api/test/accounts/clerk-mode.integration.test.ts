import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * Clerk mode (docs/product.md#accounts) without the network: Clerk's
 * networkless verification takes the instance's PEM public key
 * (CLERK_JWT_KEY). Here the key pair is made locally and tokens are signed
 * with Clerk's session-token claims.
 */
const clerkInstance = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = clerkInstance.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function clerkToken(
  claims: Record<string, unknown>,
  {
    key = clerkInstance.privateKey,
    expiresIn = 60,
  }: { key?: typeof clerkInstance.privateKey; expiresIn?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: 'ins_test' });
  const payload = base64url({
    iss: 'https://clerk.waka.example',
    azp: TEST_PUBLIC_URL,
    sid: 'sess_test',
    iat: now - 5,
    nbf: now - 5,
    exp: now + expiresIn,
    ...claims,
  });
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${payload}`)
    .sign(key)
    .toString('base64url');
  return `${header}.${payload}.${signature}`;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from('clerk.waka.example$').toString('base64')}`,
      CLERK_SECRET_KEY: 'sk_test_notusedwhenthejwtkeyisgiven',
      CLERK_JWT_KEY: publicPem,
    },
  });
});

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/v1/accounts/me', headers });

describe('Clerk mode', () => {
  it('tells the web to use Clerk, with the publishable key', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/accounts/provider' });
    expect(response.json()).toEqual({
      provider: 'clerk',
      publishableKey: expect.stringMatching(/^pk_test_/),
    });
  });

  it('knows the person a Clerk session token names, from a Bearer header or the __session cookie', async () => {
    const token = clerkToken({
      sub: 'user_owner1',
      email: 'owner@waka.example',
      name: 'Ngozi Owner',
      role: 'hotelOwner',
    });
    expect((await me({ authorization: `Bearer ${token}` })).json()).toEqual({
      id: 'user_owner1',
      email: 'owner@waka.example',
      name: 'Ngozi Owner',
      role: 'hotelOwner',
      // Clerk verifies addresses itself: the web never asks these people to.
      emailVerified: true,
    });
    expect((await me({ cookie: `theme=dark; __session=${token}` })).json()).toMatchObject({
      id: 'user_owner1',
    });
    const dashboard = await ctx.app.inject({
      url: '/api/v1/owner/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dashboard.statusCode).toBe(200);
  });

  it('treats any role but hotelOwner as a customer, who is turned away from owner routes', async () => {
    const token = clerkToken({ sub: 'user_cust1', email: 'c@waka.example', role: 'admin' });
    expect((await me({ authorization: `Bearer ${token}` })).json()).toMatchObject({
      role: 'customer',
    });
    const dashboard = await ctx.app.inject({
      url: '/api/v1/owner/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dashboard.statusCode).toBe(403);
  });

  it('refuses expired, forged and other-site tokens as a guest', async () => {
    const expired = clerkToken({ sub: 'user_x', role: 'hotelOwner' }, { expiresIn: -120 });
    const forged = clerkToken(
      { sub: 'user_x', role: 'hotelOwner' },
      { key: strangerKey.privateKey },
    );
    const elsewhere = clerkToken({
      sub: 'user_x',
      role: 'hotelOwner',
      azp: 'https://evil.example',
    });
    for (const token of [expired, forged, elsewhere, 'not-a-jwt']) {
      expect((await me({ authorization: `Bearer ${token}` })).json()).toBeNull();
      const dashboard = await ctx.app.inject({
        url: '/api/v1/owner/dashboard',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(dashboard.statusCode).toBe(401);
    }
  });

  it("exports a Clerk person's data, keeps their name Clerk's, and sends deletion to Clerk's account page", async () => {
    const token = clerkToken({ sub: 'user_data1', email: 'data@waka.example', name: 'Dayo Data' });
    const headers = { authorization: `Bearer ${token}`, origin: TEST_PUBLIC_URL };
    const page = 'https://accounts.waka.example/user';
    const profile = await ctx.app.inject({ url: '/api/v1/accounts/me/profile', headers });
    expect(profile.json()).toMatchObject({
      name: 'Dayo Data',
      emailVerified: true,
      accountHome: 'clerk',
      accountPage: page,
    });
    const exported = await ctx.app.inject({ url: '/api/v1/accounts/me/data', headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({
      profile: { name: 'Dayo Data', email: 'data@waka.example' },
      sessions: [],
    });
    const phone = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/profile',
      headers,
      payload: { name: 'Dayo Data', phone: '08031234567' },
    });
    expect(phone.json().phone).toBe('08031234567');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/profile',
      headers,
      payload: { name: 'Someone Else', phone: '' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(Object.keys(renamed.json().fields)).toEqual(['name']);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/me/delete',
      headers,
      payload: { password: 'anything' },
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({ error: 'ACCOUNT_HELD_BY_CLERK' });
    expect(deleted.json().message).toContain(page);
    expect((await me(headers)).json()).toMatchObject({ id: 'user_data1' });
  });
});
