import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from '@waka/shared/accounts/accounts';

export type ClerkOptions = {
  secretKey: string;
  /** Clerk's PEM public key: verification without a network call (Clerk's CLERK_JWT_KEY). */
  jwtKey?: string;
  /** The origins Waka's pages are served from; a token minted for another site is refused. */
  authorizedParties: string[];
};

/**
 * The claims Waka reads. Clerk's session token carries `sub`; the others come
 * from the instance's "Customize session token" setting, documented in the
 * README: { "email": "{{user.primary_email_address}}", "name":
 * "{{user.full_name}}", "role": "{{user.public_metadata.role}}" }.
 */
type WakaClaims = { sub: string; email?: unknown; name?: unknown; role?: unknown };

/** The Clerk session token of a request: the `__session` cookie or a Bearer header. */
function sessionToken(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const cookie = request.headers.cookie ?? '';
  return /(?:^|;\s*)__session=([^;]+)/.exec(cookie)?.[1];
}

/**
 * Who a request's Clerk token says is signed in (docs/product.md#accounts), or undefined when
 * there is no token or it does not verify (expired, forged, another site's).
 */
export async function clerkSessionUser(
  request: FastifyRequest,
  options: ClerkOptions,
): Promise<TSessionUser | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  // Clerk mode only, so its SDK loads on the first token rather than at
  // start-up (bench/README.md#start-up).
  const { verifyToken } = await import('@clerk/backend');
  let claims: WakaClaims;
  try {
    claims = (await verifyToken(token, {
      secretKey: options.secretKey,
      jwtKey: options.jwtKey,
      authorizedParties: options.authorizedParties,
    })) as unknown as WakaClaims;
  } catch (error) {
    request.log.debug({ reason: (error as Error).message }, 'Clerk token refused');
    return undefined;
  }
  const email = typeof claims.email === 'string' ? claims.email : '';
  return {
    id: claims.sub,
    email,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name : email,
    // Only the two roles exist; anything else a token carries is a customer.
    role: claims.role === 'hotelOwner' ? 'hotelOwner' : 'customer',
    // Clerk's own flows verify addresses; Waka's banner and links are for local accounts.
    emailVerified: true,
  };
}
