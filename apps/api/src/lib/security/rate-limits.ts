import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

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
 * better-auth. Counts are kept in memory, per API process.
 */
export async function installRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  // Runs before the plugin's own onRoute hook: it turns the flag into the plugin's setting.
  app.addHook('onRoute', (route) => {
    if (route.config?.limited) {
      route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } };
    }
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests from your address; please try again in ${context.after}`,
      ),
  });
}
