import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { carBookings } from '../../src/db/schema/cars';
import { createCar, createUser } from '../../src/db/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';

/*
 * No car overlap (docs/product.md#availability) and one booking per
 * Idempotency-Key (docs/product.md#idempotency) for cars under real
 * concurrency. On PostgreSQL the requests run on a pool of 25 connections at
 * once; on PGlite (one connection) the same tests run serialised and prove
 * the bookkeeping only.
 */

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ poolSize: 25 });
  ownerId = (await createUser(ctx.db)).id;
});

/** Pairs of stored, not cancelled bookings of the car whose windows overlap: there must be none. */
async function overlappingPairs(carId: string): Promise<number> {
  const other = alias(carBookings, 'other');
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(carBookings)
    .innerJoin(
      other,
      and(
        eq(other.carId, carBookings.carId),
        lt(carBookings.id, other.id),
        lt(carBookings.pickupAt, other.returnAt),
        gt(carBookings.returnAt, other.pickupAt),
        ne(other.status, 'cancelled'),
      ),
    )
    .where(and(eq(carBookings.carId, carId), ne(carBookings.status, 'cancelled')));
  return row!.n;
}

describe(`racing for one car (${process.env.TEST_ENGINE})`, () => {
  it('gives each of 5 back-to-back windows to exactly one of its 10 parallel requests', async () => {
    const car = await createCar(ctx.db, ownerId);
    const day = pickupOn(30).pickupDate;
    const windows = ['08:00', '10:00', '12:00', '14:00', '16:00'];
    const asked = Array.from({ length: 50 }, (_, i) => windows[i % windows.length]!);
    const answers = await Promise.all(
      asked.map((time, i) =>
        postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: time }, 2, {
            email: `renter${i}@example.ng`,
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const won = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json().pickupTime as string);
    expect(won.sort()).toEqual(windows);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe('CAR_ALREADY_BOOKED');
    expect(
      await ctx.db.select().from(carBookings).where(eq(carBookings.carId, car.id)),
    ).toHaveLength(5);
  });

  it('never stores two overlapping windows of 50 parallel requests of varied start and length', async () => {
    const car = await createCar(ctx.db, ownerId);
    const day = pickupOn(31).pickupDate;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const time = `${String(6 + (i % 10)).padStart(2, '0')}:00`;
        return postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: time }, 1 + (i % 4), {
            email: `r${i}@example.ng`,
          }),
        );
      }),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const winners = answers.filter((a) => a.statusCode === 201);
    expect(winners.length).toBeGreaterThanOrEqual(3);
    expect(await overlappingPairs(car.id)).toBe(0);
    // Every acknowledged booking is stored, and nothing else.
    const stored = await ctx.db
      .select({ id: carBookings.id })
      .from(carBookings)
      .where(eq(carBookings.carId, car.id));
    expect(new Set(stored.map((s) => s.id))).toEqual(
      new Set(winners.map((w) => w.json().bookingId)),
    );
  });

  it('gives one week of one car to exactly one of 50 parallel requests for it', async () => {
    const car = await createCar(ctx.db, ownerId);
    const pickup = pickupOn(40, '09:00');
    const week = { returnDate: pickupOn(47).pickupDate, returnTime: '09:00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postCarBooking(
          ctx.app,
          carBookingRequest(car, pickup, week, { email: `week${i}@example.ng` }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const won = answers.find((a) => a.statusCode === 201)!.json();
    // A week at the factory car's rates: the weekly rate, ₦360,000.
    expect(won).toMatchObject({ hours: 168, totalPrice: 360_000 });
    const stored = await ctx.db.select().from(carBookings).where(eq(carBookings.carId, car.id));
    expect(stored.map((row) => row.id)).toEqual([won.bookingId]);
  });

  it('makes one booking of 20 parallel requests with one Idempotency-Key, and all get its answer', async () => {
    const car = await createCar(ctx.db, ownerId);
    const request = carBookingRequest(car, pickupOn(32, '11:00'), 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postCarBooking(ctx.app, request, { idempotencyKey: 'one-car-key-for-twenty' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(
      await ctx.db.select().from(carBookings).where(eq(carBookings.carId, car.id)),
    ).toHaveLength(1);
  });
});
