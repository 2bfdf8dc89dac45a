import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * With REDIS_URL, the rate limits count in Redis
 * (docs/decisions/0029-every-core-and-shared-limits.md): two apps on two
 * different databases, as two machines would be, share one caller's count.
 * Runs where a Redis answers (TEST_REDIS_URL, else the local one), under a
 * key prefix of its own that it removes afterwards.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `waka-test-${randomUUID().slice(0, 8)}:`;
const redis = new Redis(redisUrl, {
  lazyConnect: true,
  connectTimeout: 1000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
redis.on('error', () => undefined);
const redisAnswers = await redis
  .connect()
  .then(() => redis.ping())
  .then(
    () => true,
    () => false,
  );

const WRITES = 3;
const AUTH_ATTEMPTS = 2;
let apps: TestContext[] = [];

describe.runIf(redisAnswers)('rate limits in Redis, shared by every app that uses it', () => {
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      WRITES_PER_MINUTE: String(WRITES),
      AUTH_ATTEMPTS_PER_MINUTE: String(AUTH_ATTEMPTS),
    };
    apps = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  it('answers 429 to the limit+1-th write, the calls spread over both', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= WRITES; i++) {
      const response = await apps[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: `redis${i}@example.ng` },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(WRITES).fill(201), 429]);
    expect(await redis.keys(`${keyPrefix}writes:*203.0.113.7`)).toHaveLength(1);
  });

  it("holds the sign-in family's limit over both", async () => {
    const answers: number[] = [];
    for (let i = 0; i <= AUTH_ATTEMPTS; i++) {
      const response = await apps[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': '203.0.113.8' },
        payload: { email: 'nobody@example.ng' },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(AUTH_ATTEMPTS).fill(200), 429]);
  });
});

afterAll(() => redis.disconnect());
