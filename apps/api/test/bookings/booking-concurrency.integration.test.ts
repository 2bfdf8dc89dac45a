import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookedRoomNights, bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { soldOutDrift } from '../support/sold-out-drift';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * Units per night (docs/product.md#availability) and one booking per
 * Idempotency-Key (docs/product.md#idempotency) under real concurrency. On
 * PostgreSQL the requests run on a pool of 25 connections at once; on PGlite
 * (one connection) the same tests run serialised and prove the bookkeeping
 * only.
 */

let ctx: TestContext;
let hotelId: string;

beforeAll(async () => {
  ctx = await createTestApp({ poolSize: 25 });
  const owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id)).id;
});

async function busiestNight(roomId: string) {
  const [row] = await ctx.db
    .select({ units: sql<number>`coalesce(max(per_night.units), 0)::int` })
    .from(
      ctx.db
        .select({ units: sql<number>`sum(${bookedRoomNights.quantity})`.as('units') })
        .from(bookedRoomNights)
        .where(eq(bookedRoomNights.roomId, roomId))
        .groupBy(bookedRoomNights.night)
        .as('per_night'),
    );
  return row!.units;
}

describe(`racing for the last rooms (${process.env.TEST_ENGINE})`, () => {
  it('gives a 3-unit room type to exactly 3 of 50 parallel requests for the same stay', async () => {
    const room = await createRoom(ctx.db, hotelId, { roomType: 'Deluxe Room', roomQuantity: 3 });
    const stay = stayFrom(20, 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postBooking(
          ctx.app,
          bookingRequest(hotelId, [{ room, quantity: 1 }], stay, { email: `guest${i}@example.ng` }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'Deluxe Room is fully booked for those dates',
    );
    expect(await busiestNight(room.id)).toBe(3);
  });

  it('never holds more than 3 units on any night for 50 overlapping stays of varied length', async () => {
    const room = await createRoom(ctx.db, hotelId, { roomType: 'Twin Room', roomQuantity: 3 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postBooking(
          ctx.app,
          bookingRequest(
            hotelId,
            [{ room, quantity: 1 + (i % 2) }],
            stayFrom(30 + (i % 5), 1 + (i % 4)),
            { email: `g${i}@example.ng` },
          ),
        ),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 201);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(winners.length).toBeGreaterThanOrEqual(2);
    expect(await busiestNight(room.id)).toBeLessThanOrEqual(3);
    // Every acknowledged booking is stored, and nothing else.
    const stored = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(bookedRoomNights, eq(bookedRoomNights.bookingId, bookings.id))
      .where(eq(bookedRoomNights.roomId, room.id));
    expect(new Set(stored.map((s) => s.id))).toEqual(
      new Set(winners.map((w) => w.json().bookingId)),
    );
    // The sold-out nights the search reads (decision 0008) follow the ledger after the race too.
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });
  });

  it('makes one booking of 20 parallel requests with one Idempotency-Key, and all get its answer', async () => {
    const room = await createRoom(ctx.db, hotelId, { roomType: 'Family Room', roomQuantity: 10 });
    const request = bookingRequest(hotelId, [{ room, quantity: 2 }], stayFrom(50, 2));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postBooking(ctx.app, request, 'one-key-for-twenty')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const references = new Set(answers.map((a) => a.json().reference));
    expect(references.size).toBe(1);
    const made = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, [...references][0]));
    expect(made).toHaveLength(1);
    expect(await busiestNight(room.id)).toBe(2);
  });
});
