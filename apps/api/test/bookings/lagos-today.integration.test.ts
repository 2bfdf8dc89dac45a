import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * "Today" is Lagos's (docs/product.md#dates), whatever the machine's zone. At
 * 12:00 UTC on 22 November 2026 it is already 23 November in Kiritimati
 * (UTC+14) but still the 22nd in Lagos.
 */
const NOON_UTC = new Date('2026-11-22T12:00:00Z');
const originalTz = process.env.TZ;

let ctx: TestContext;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id)).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 5 });
  process.env.TZ = 'Pacific/Kiritimati';
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_UTC });
});
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = originalTz;
});

describe("today is Lagos's", () => {
  it('runs in a zone whose date differs from Lagos', () => {
    expect(new Date().getDate()).toBe(23);
  });

  it("accepts a stay from Lagos's today and refuses one from Lagos's yesterday", async () => {
    const today = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room, quantity: 1 }], {
        checkIn: '2026-11-22',
        checkOut: '2026-11-23',
      }),
    );
    expect(today.statusCode).toBe(201);
    const yesterday = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room, quantity: 1 }], {
        checkIn: '2026-11-21',
        checkOut: '2026-11-23',
      }),
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().fields.checkInDate).toBe('Check-in date cannot be in the past');
  });

  it('searches from Lagos today, not from yesterday', async () => {
    const ok = await ctx.app.inject({
      url: '/api/v1/hotels/search?q=test&checkIn=2026-11-22&checkOut=2026-11-24',
    });
    expect(ok.statusCode).toBe(200);
    const past = await ctx.app.inject({
      url: '/api/v1/hotels/search?q=test&checkIn=2026-11-21&checkOut=2026-11-24',
    });
    expect(past.statusCode).toBe(400);
  });
});
