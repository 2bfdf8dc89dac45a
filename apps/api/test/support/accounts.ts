import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { TEST_PUBLIC_URL } from './test-app';

export type SignedIn = { cookie: string; userId: string; email: string };

/**
 * Signs up through the real auth routes, then signs in as the web does (a
 * sign-up answers no session: docs/decisions/0018), and answers the cookie.
 */
export async function signUp(
  app: App,
  role: 'customer' | 'hotelOwner' = 'customer',
  email?: string,
): Promise<SignedIn> {
  const address = email ?? `${role}-${randomUUID().slice(0, 8)}@example.ng`;
  const password = 'correct horse battery';
  const send = (path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/auth/${path}`,
      headers: { origin: TEST_PUBLIC_URL },
      payload,
    });
  const created = await send('sign-up/email', {
    name: `Test ${role}`,
    email: address,
    password,
    role,
  });
  if (created.statusCode !== 200)
    throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const signedIn = await send('sign-in/email', { email: address, password });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  return {
    cookie: sessionCookie(signedIn.headers['set-cookie']),
    userId: signedIn.json().user.id,
    email: address,
  };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/** The people of an ownership test: an owner, another owner, and a customer. */
export async function signUpOwnersAndCustomer(app: App) {
  const [owner, rival, customer] = await Promise.all([
    signUp(app, 'hotelOwner'),
    signUp(app, 'hotelOwner'),
    signUp(app, 'customer'),
  ]);
  return { owner, rival, customer };
}

/** Headers of a call from the web's own origin, signed in as `who` or as a guest. */
export const as = (who?: SignedIn) =>
  who ? { cookie: who.cookie, origin: TEST_PUBLIC_URL } : { origin: TEST_PUBLIC_URL };

export type ApiCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls `/api/v1<url>` on `app` as `who`. */
export const apiCaller =
  (app: () => App): ApiCall =>
  (method, url, who, payload) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: as(who),
      ...(payload ? { payload } : {}),
    });

export type Attempt = readonly [Parameters<ApiCall>[0], string, object | undefined];

/** Each call is refused: 401 UNAUTHENTICATED to a guest, 403 FORBIDDEN to a customer. */
export async function expectOwnersOnly(
  call: ApiCall,
  customer: SignedIn,
  attempts: readonly Attempt[],
) {
  for (const [method, url, body] of attempts) {
    const guest = await call(method, url, undefined, body);
    expect(guest.statusCode, `${method} ${url}`).toBe(401);
    expect(guest.json().error).toBe('UNAUTHENTICATED');
    const shopper = await call(method, url, customer, body);
    expect(shopper.statusCode, `${method} ${url}`).toBe(403);
    expect(shopper.json().error).toBe('FORBIDDEN');
  }
}
