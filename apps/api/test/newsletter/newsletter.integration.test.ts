import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const subscribe = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: payload as object });

const rows = async () => (await ctx.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;

describe('POST /api/v1/newsletter', () => {
  it('stores an email once, whatever its case', async () => {
    const first = await subscribe({ email: 'Ada.Obi@Example.ng' });
    expect(first.statusCode).toBe(201);
    // The same answer as for a new address, so it never tells who is on the list.
    const again = await subscribe({ email: 'ada.obi@example.NG' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toBe(1);
  });

  it('refuses a bad email with a message naming the field, storing nothing', async () => {
    const before = await rows();
    for (const [payload, message] of [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: '' }, 'Email is required'],
      [{}, 'Email is required'],
      [{ email: 42 }, 'Email is required'],
    ] as const) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ email: message });
    }
    expect(await rows()).toBe(before);
  });
});
