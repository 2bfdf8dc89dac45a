import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('settings for several processes', () => {
  const wholeMachine = 2 * os.availableParallelism() + 2;

  it("shares the machine's default pool out between npm start's processes, at least 4 each", () => {
    expect(loadConfig({}).databasePoolSize).toBe(wholeMachine);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).databasePoolSize).toBe(wholeMachine);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).databasePoolSize).toBe(
      Math.max(4, Math.ceil(wholeMachine / 2)),
    );
    expect(loadConfig({ WEB_CONCURRENCY: '64' }).databasePoolSize).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: '64', DATABASE_POOL_SIZE: '9' }).databasePoolSize).toBe(9);
  });

  it('counts in Redis only with REDIS_URL, under REDIS_KEY_PREFIX', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'waka:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache.example:6380', REDIS_KEY_PREFIX: 'w1:' }).redis,
    ).toEqual({ url: 'rediss://cache.example:6380', keyPrefix: 'w1:' });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
