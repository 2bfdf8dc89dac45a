import type { BetterAuthOptions } from 'better-auth';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConfig } from '../../config-processes';
import type { Database, Engine } from '../../db/database';
import { countHit, pruneEndedWindows } from './hit-count-repository';

type AuthRateLimitStorage = NonNullable<
  NonNullable<BetterAuthOptions['rateLimit']>['customStorage']
>;

/** Hits on one key in its current window, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Where the rate limits count, shared by every server process and machine
 * that uses the same store (docs/decisions/0029-every-core-and-shared-limits.md).
 * A window starts with its key's first hit and lasts `windowMs`.
 */
export type HitCounter = {
  where: 'Redis' | 'PostgreSQL';
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  close: () => Promise<void>;
};

/** How often one process deletes the ended windows from PostgreSQL. */
const PRUNE_EVERY_MS = 60_000;

function postgresHitCounter(db: Database): HitCounter {
  let prunedAt = Date.now();
  return {
    where: 'PostgreSQL',
    async hit(key, windowMs) {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        void pruneEndedWindows(db).catch(() => undefined);
      }
      return countHit(db, key, windowMs);
    },
    close: async () => undefined,
  };
}

/**
 * Redis when REDIS_URL is set, else PostgreSQL; none on PGlite, which runs
 * in one process only: there each limiter counts in its own memory. The
 * Redis client is loaded only when asked for, so start-up does not pay for it.
 */
export async function sharedHitCounter(options: {
  redis: RedisConfig | undefined;
  engine: Engine;
  db: Database;
}): Promise<HitCounter | undefined> {
  if (options.redis) return (await import('./redis-hit-counter')).redisHitCounter(options.redis);
  return options.engine === 'postgres' ? postgresHitCounter(options.db) : undefined;
}

/**
 * A store for @fastify/rate-limit over the counter. Its keys name the route
 * (as the plugin's own stores do), then the caller's address. A count that
 * fails (the store is unreachable) is logged and let through, with the
 * plugin's skipOnError: an abuse limit must not stop every booking.
 */
export function rateLimitStore(
  counter: HitCounter,
  log: () => FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _settings: unknown,
      private readonly prefix = 'writes:',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      counter.hit(this.prefix + key, timeWindow ?? 60_000).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => {
          log().error({ err: error }, `Rate limit not counted: ${counter.where} did not answer`);
          done(error);
        },
      );
    }

    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands the route's merged settings, the route itself under routeInfo.
      const route = (settings as unknown as { routeInfo?: typeof settings }).routeInfo ?? settings;
      return new SharedRateLimitStore(
        undefined,
        `${this.prefix}${String(route.method)}${route.url}-`,
      );
    }
  }
  return SharedRateLimitStore;
}

/** better-auth's rate limit (sign-in and the like) over the counter; let through when it fails. */
export function authRateLimitStorage(
  counter: HitCounter,
  log: () => FastifyBaseLogger,
): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      try {
        const { count, resetInMs } = await counter.hit(`auth:${key}`, rule.window * 1000);
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) };
      } catch (error) {
        log().error({ err: error }, `Sign-in limit not counted: ${counter.where} did not answer`);
        return { allowed: true, retryAfter: null };
      }
    },
  };
}
