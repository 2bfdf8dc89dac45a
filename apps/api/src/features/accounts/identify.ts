import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../../db/database';
import { clerkSessionUser, type ClerkOptions } from '../../lib/auth/clerk-session';
import type { Identify } from '../../lib/auth/identify';
import { upsertClerkUser } from './clerk-user-repository';
import type { Auth } from './create-auth';

/** Local accounts: the better-auth session cookie. */
export function identifyByBetterAuth(auth: Auth): Identify {
  return async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return undefined;
    const user = session.user as typeof session.user & { role?: string };
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role === 'hotelOwner' || user.role === 'admin' ? user.role : 'customer',
      emailVerified: user.emailVerified,
    };
  };
}

/**
 * Clerk mode (docs/product.md#accounts): the token is verified, and the person's row written the
 * first time they are seen or when their claims change (remembered here, so
 * an ordinary request costs no write).
 */
export function identifyByClerk(db: Database, options: ClerkOptions): Identify {
  const written = new Map<string, string>();
  return async (request) => {
    const person = await clerkSessionUser(request, options);
    if (!person) return undefined;
    const fingerprint = JSON.stringify(person);
    if (written.get(person.id) !== fingerprint) {
      await upsertClerkUser(db, person);
      if (written.size > 10_000) written.clear();
      written.set(person.id, fingerprint);
    }
    return person;
  };
}
