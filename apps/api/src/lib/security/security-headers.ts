import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type SecurityHeaderOptions = {
  /** The address people reach Waka at: https turns on HSTS and upgrades. */
  publicUrl: string;
  /** Other origins images are shown from (an S3 bucket or CDN, docs/product.md#images). */
  imageOrigins?: string[];
};

/**
 * The headers every answer carries (docs/product.md#security), through helmet: a
 * Content-Security-Policy that allows no inline script and no framing, and
 * X-Content-Type-Options, Referrer-Policy and the rest of helmet's defaults.
 *
 * Styles may be inline: React and Swiper set element styles, and a style
 * cannot run code; scripts only come from Waka's own /assets.
 *
 * helmet itself, built once: @fastify/helmet built it again on every
 * request, parsing the policy each time, a visible share of the CPU serving
 * cached searches (measured: bench/README.md#25-nov-the-catalogue-cache-decision-0009).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a laptop) there is nothing to upgrade to.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet types its callback's error as unknown; it only ever passes an Error.
    setHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
