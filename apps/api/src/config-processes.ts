import os from 'node:os';
import { z } from 'zod';

/**
 * The settings for running several server processes on one database
 * (docs/decisions/0029-every-core-and-shared-limits.md), read by loadConfig
 * with the rest of the environment; their own file only to keep config.ts short.
 */
export const ZProcessVariables = {
  /** How many server processes `npm start` runs on this machine (scripts/start-cluster.mjs). */
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'WEB_CONCURRENCY must be a whole number from 1 to 9999' })
    .int('WEB_CONCURRENCY must be a whole number from 1 to 9999')
    .min(1, 'WEB_CONCURRENCY must be a whole number from 1 to 9999')
    .max(9999, 'WEB_CONCURRENCY must be a whole number from 1 to 9999')
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('waka:'),
};

type ProcessValues = { WEB_CONCURRENCY?: number; REDIS_URL?: string; REDIS_KEY_PREFIX: string };

/** Where per-person counts shared by every process live when not in PostgreSQL. */
export type RedisConfig = { url: string; keyPrefix: string };

export function redisConfig(values: ProcessValues): RedisConfig | undefined {
  return values.REDIS_URL
    ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX }
    : undefined;
}

/**
 * Twice this machine's cores plus 2, the usual rule of thumb for a database on
 * the same machine, shared out between the processes `npm start` runs here
 * (at least 4 each), so that every core running a server does not multiply
 * the connections PostgreSQL must hold.
 */
export function defaultPoolSize(values: ProcessValues): number {
  const wholeMachine = 2 * os.availableParallelism() + 2;
  const processes = values.WEB_CONCURRENCY ?? 1;
  return processes === 1 ? wholeMachine : Math.max(4, Math.ceil(wholeMachine / processes));
}
