import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { rateLimitStore, type HitCounter } from './hit-counter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the writes-per-minute limit of the caller's address (docs/product.md#security). */
    limited?: boolean;
  }
}

/**
 * Abuse limits (docs/product.md#security) on the calls anyone can repeat to cost us rows,
 * mail or CPU: bookings, car bookings, the newsletter and uploads. A route
 * opts in with `config: { limited: true }`; each such route allows
 * `perMinute` calls a minute from one address, then answers 429 with
 * Retry-After. Sign-in and sign-up have their own, tighter, limit in
 * better-auth. Counts are kept where every server process and machine
 * shares them (`counter`: PostgreSQL or Redis); in this process's memory
 * only on PGlite, which runs one (docs/decisions/0029-every-core-and-shared-limits.md).
 */
export async function installRateLimits(
  app: FastifyInstance,
  perMinute: number,
  counter: HitCounter | undefined,
): Promise<void> {
  // Runs before the plugin's own onRoute hook: it turns the flag into the plugin's setting.
  app.addHook('onRoute', (route) => {
    if (route.config?.limited) {
      route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } };
    }
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(counter ? { store: rateLimitStore(counter, () => app.log), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests from your address; please try again in ${context.after}`,
      ),
  });
}
