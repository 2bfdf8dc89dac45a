import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app';
import { TEST_PUBLIC_URL } from './test-app';

export type SignedIn = { cookie: string; userId: string; email: string };

/** Signs up through the real auth routes and answers the session cookie. */
export async function signUp(
  app: App,
  role: 'customer' | 'hotelOwner' = 'customer',
  email?: string,
): Promise<SignedIn> {
  const address = email ?? `${role}-${randomUUID().slice(0, 8)}@example.ng`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { name: `Test ${role}`, email: address, password: 'correct horse battery', role },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response.headers['set-cookie']),
    userId: response.json().user.id,
    email: address,
  };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}
