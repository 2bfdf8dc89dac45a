import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemo } from '../../src/db/seed/seed-demo';
import { sessionCookie } from '../support/accounts';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * The demo owner (README.md, "The demo owner"): the seed gives owner@waka.ng
 * the password the README writes, as a verified better-auth account, so a
 * newcomer signs in and sees the owner area full. Nothing of the kind exists
 * until the demo data is seeded.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const readme = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md'),
  'utf8',
);

const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password },
  });

describe('the demo owner', () => {
  it('is written in the README with the password the seed sets', () => {
    const documented = /`owner@waka\.ng`[^`]*password `([^`]+)`/.exec(readme)?.[1];
    expect(documented).toBe(DEMO_OWNER_PASSWORD);
  });

  it('cannot sign in before the demo data is seeded', async () => {
    const refused = await signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    expect(refused.statusCode).toBe(401);
  });

  it('signs in with the documented password, verified, and reads a dashboard full of bookings', async () => {
    expect(await seedDemo(ctx.db)).toBe(true);
    expect((await signIn(DEMO_OWNER_EMAIL, 'not-the-password')).statusCode).toBe(401);

    const signedIn = await signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      email: DEMO_OWNER_EMAIL,
      emailVerified: true,
      role: 'hotelOwner',
    });

    const dashboard = await ctx.app.inject({
      url: '/api/v1/owner/dashboard',
      headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) },
    });
    expect(dashboard.statusCode).toBe(200);
    const figures = ZOwnerDashboard.parse(dashboard.json());
    expect(figures.totalBookings).toBeGreaterThan(0);
    expect(figures.totalRevenue).toBeGreaterThan(0);
    expect(figures.bookings.length).toBeGreaterThan(0);
  });
});
