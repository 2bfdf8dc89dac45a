/**
 * What a verification link's token says of itself: better-auth's signed
 * token (a JWT) carries the address and when it stops working. Read here
 * only to show the address and to say at once that a link has expired; the
 * server checks the signature. Undefined for anything that is not such a
 * token.
 */
export function readVerificationToken(
  token: string,
): { email: string; expiresAt: number | undefined } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as {
      email?: unknown;
      exp?: unknown;
    };
    if (typeof claims.email !== 'string') return undefined;
    return {
      email: claims.email,
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : undefined,
    };
  } catch {
    return undefined;
  }
}
