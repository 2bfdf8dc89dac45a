import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { signUp, as, type SignedIn } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * One anonymous request may not hold a hotel for months, nor name a date
 * years ahead (docs/decisions/0017-holds-and-dates-are-bounded.md): a stay is
 * at most 30 nights, 10 units of one room type, 20 rooms, and no date more
 * than 18 months after today in Lagos. Over a bound is a 400 naming the field.
 */

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx.app, 'hotelOwner');
});

type Room = Awaited<ReturnType<typeof createRoom>>;

async function hotelWithRooms(
  name: string,
  units: number[],
): Promise<{ hotelId: string; rooms: Room[] }> {
  const hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: name, city: 'Boundville' }))
    .id;
  const rooms: Room[] = [];
  for (const [i, roomQuantity] of units.entries()) {
    rooms.push(await createRoom(ctx.db, hotelId, { roomType: `Type ${i + 1}`, roomQuantity }));
  }
  return { hotelId, rooms };
}

function expectRefused(
  response: Awaited<ReturnType<typeof postBooking>>,
  field: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const fields = response.json().fields ?? {};
  expect(Object.keys(fields)).toContain(field);
  if (message) expect(fields[field]).toBe(message);
}

const unitsLeft = async (hotelId: string, stay: { checkIn: string; checkOut: string }) => {
  const response = await ctx.app.inject({
    url: `/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { unitsLeft: number }[]).map((room) => room.unitsLeft);
};

describe(`a booking is bounded (${process.env.TEST_ENGINE})`, () => {
  it('refuses the year-long whole-hotel request, naming checkOutDate, and the hotel stays bookable', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Whole Hotel Inn', [8, 8]);
    const year = stayFrom(1, 365);
    const everything = bookingRequest(
      hotelId,
      rooms.map((room) => ({ room, quantity: 8 })),
      year,
    );
    expectRefused(
      await postBooking(ctx.app, everything),
      'checkOutDate',
      'A stay can be at most 30 nights',
    );

    expect(await unitsLeft(hotelId, stayFrom(1, 30))).toEqual([8, 8]);
    const search = await ctx.app.inject({
      url: `/api/v1/hotels/search?q=Boundville&checkIn=${addDays(lagosToday(), 200)}&checkOut=${addDays(lagosToday(), 201)}`,
    });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Whole Hotel Inn');
    const one = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: rooms[0]!, quantity: 1 }], stayFrom(200, 1)),
    );
    expect(one.statusCode, one.body).toBe(201);
  });

  it('takes a stay of 30 nights and refuses 31, naming checkOutDate', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Thirty Nights Hotel', [2]);
    const pick = [{ room: rooms[0]!, quantity: 1 }];
    expectRefused(
      await postBooking(ctx.app, bookingRequest(hotelId, pick, stayFrom(2, 31))),
      'checkOutDate',
      'A stay can be at most 30 nights',
    );
    const thirty = await postBooking(ctx.app, bookingRequest(hotelId, pick, stayFrom(2, 30)));
    expect(thirty.statusCode, thirty.body).toBe(201);
  });

  it('takes 10 units of one room type and refuses 11, naming rooms.N.quantity', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Eleven Units Hotel', [2, 15]);
    const eleven = bookingRequest(
      hotelId,
      [
        { room: rooms[0]!, quantity: 1 },
        { room: rooms[1]!, quantity: 11 },
      ],
      stayFrom(3, 1),
    );
    expectRefused(
      await postBooking(ctx.app, eleven),
      'rooms.1.quantity',
      'At most 10 of one room type in a booking',
    );
    const ten = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: rooms[1]!, quantity: 10 }], stayFrom(3, 1)),
    );
    expect(ten.statusCode, ten.body).toBe(201);
  });

  it('takes 20 rooms in one booking and refuses 21, naming rooms', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Twenty Rooms Hotel', [10, 10, 10]);
    const [a, b, c] = rooms as [Room, Room, Room];
    const stay = stayFrom(4, 30);
    const twentyOne = bookingRequest(
      hotelId,
      [
        { room: a, quantity: 10 },
        { room: b, quantity: 10 },
        { room: c, quantity: 1 },
      ],
      stay,
    );
    expectRefused(
      await postBooking(ctx.app, twentyOne),
      'rooms',
      'At most 20 rooms in one booking',
    );
    // At the bounds: 30 nights of 20 rooms is one booking's most.
    const twenty = await postBooking(
      ctx.app,
      bookingRequest(
        hotelId,
        [
          { room: a, quantity: 10 },
          { room: b, quantity: 10 },
        ],
        stay,
      ),
    );
    expect(twenty.statusCode, twenty.body).toBe(201);
    expect((await unitsLeft(hotelId, stay)).sort((x, y) => x - y)).toEqual([0, 0, 10]);
  });

  it('refuses a check-in 19 months ahead, naming checkInDate, and takes one 16 months ahead', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Far Ahead Hotel', [2]);
    const pick = [{ room: rooms[0]!, quantity: 1 }];
    const far = await postBooking(ctx.app, bookingRequest(hotelId, pick, stayFrom(580, 2)));
    expectRefused(far, 'checkInDate');
    expect(far.json().fields.checkInDate).toMatch(/^Check-in date can be at most 18 months ahead/);
    const near = await postBooking(ctx.app, bookingRequest(hotelId, pick, stayFrom(490, 2)));
    expect(near.statusCode, near.body).toBe(201);
  });

  it('refuses year 9999 in a booking with 400, never 500', async () => {
    const { hotelId, rooms } = await hotelWithRooms('Year 9999 Hotel', [2]);
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: rooms[0]!, quantity: 1 }], {
        checkIn: '9999-12-30',
        checkOut: '9999-12-31',
      }),
    );
    expectRefused(response, 'checkInDate');
  });
});

describe('dates on query strings are bounded', () => {
  it('refuses hotel search and rooms with a check-in in year 9999 or 19 months ahead (400 naming checkIn)', async () => {
    const { hotelId } = await hotelWithRooms('Query Dates Hotel', [2]);
    const far = addDays(lagosToday(), 580);
    for (const [checkIn, checkOut] of [
      ['9999-12-30', '9999-12-31'],
      [far, addDays(far, 1)],
    ] as const) {
      for (const url of [
        `/api/v1/hotels/search?q=Boundville&checkIn=${checkIn}&checkOut=${checkOut}`,
        `/api/v1/rooms/hotel/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`,
      ]) {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(Object.keys(response.json().fields ?? {}), url).toContain('checkIn');
      }
    }
  });

  it('refuses a dated search of more than 30 nights, naming checkOut', async () => {
    const stay = stayFrom(5, 31);
    const response = await ctx.app.inject({
      url: `/api/v1/hotels/search?q=Boundville&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.checkOut).toBe('A stay can be at most 30 nights');
  });

  it("bounds the owner's booking filters: back in time is fine, year 9999 or year 1 is a 400 naming the field", async () => {
    const ok = await ctx.app.inject({
      url: '/api/v1/owner/bookings?from=2020-01-01&to=2026-01-01',
      headers: as(owner),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const [query, field] of [
      ['to=9999-12-31', 'to'],
      ['from=0001-01-01', 'from'],
      ['from=9999-01-01', 'from'],
    ] as const) {
      const response = await ctx.app.inject({
        url: `/api/v1/owner/bookings?${query}`,
        headers: as(owner),
      });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field);
    }
  });
});
