import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config-processes';
import type { HitCounter } from './hit-counter';

/**
 * One more on the key, its window's expiry set by the first hit (and again if
 * a key somehow has none), in one script so no hit is counted apart from its
 * window. Answers the count and the milliseconds left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if count == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

/**
 * Counts in Redis (REDIS_URL): every process and machine pointed at it counts
 * together. A Redis that does not answer within a second fails the hit; the
 * limiters then let the request through (hit-counter.ts says why).
 */
export function redisHitCounter({ url, keyPrefix }: RedisConfig): HitCounter {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  // Reconnects on its own; a failed hit reports the error where it is used.
  redis.on('error', () => undefined);
  redis.defineCommand('wakaHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (
    redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number]>>
  ).wakaHit!;
  return {
    where: 'Redis',
    async hit(key, windowMs) {
      const [count, resetInMs] = await hit.call(redis, key, windowMs);
      return { count, resetInMs };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
