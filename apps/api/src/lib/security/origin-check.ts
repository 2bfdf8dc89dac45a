import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused';

/**
 * CSRF defence (docs/product.md#security): a request that changes something and carries a
 * cookie (so a session may ride along) must come from one of Waka's own
 * origins. Browsers name the page's origin in `Origin` on every such request
 * (and in `Referer` when a privacy setting drops Origin), so a form or a
 * script on another site is refused before any handler runs. A request with
 * neither header is not a browser's, and cannot carry a victim's cookie.
 * SameSite=Lax cookies are the first line; this is the second.
 */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const from = senderOrigin(request.headers.origin, request.headers.referer);
    if (from !== undefined && !trusted.has(from)) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE);
    }
  });
}

function senderOrigin(origin: string | undefined, referer: string | undefined) {
  // 'null' is what a sandboxed frame or a file: page sends: never ours.
  if (origin !== undefined) return origin === 'null' ? 'null' : originOf(origin);
  return referer === undefined ? undefined : originOf(referer);
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return 'invalid';
  }
}
