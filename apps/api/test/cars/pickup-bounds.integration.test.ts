import { beforeAll, describe, expect, it } from 'vitest';
import { createCar } from '../../src/db/seed/factories';
import { signUp, type SignedIn } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';

/* A pickup is at most 18 months ahead of today in Lagos (docs/decisions/0017-holds-and-dates-are-bounded.md). */

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx.app, 'hotelOwner');
});

describe(`a car pickup is bounded (${process.env.TEST_ENGINE})`, () => {
  it('refuses a pickup on 9999-12-31 at 23:00 with 400 naming pickupDate, never 500', async () => {
    const car = await createCar(ctx.db, owner.userId);
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: '9999-12-31', pickupTime: '23:00' }, 24),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain('pickupDate');
  });

  it('refuses a pickup 19 months ahead and takes one 16 months ahead', async () => {
    const car = await createCar(ctx.db, owner.userId);
    const far = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(580), 2));
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json().fields.pickupDate).toMatch(/^Pickup date can be at most 18 months ahead/);
    const near = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(490), 2));
    expect(near.statusCode, near.body).toBe(201);
  });
});
