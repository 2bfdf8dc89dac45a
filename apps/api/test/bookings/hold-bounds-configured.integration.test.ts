import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';

/*
 * The bounds come from the app's options (MAX_STAY_NIGHTS and friends in the
 * environment). Its own file: one process serves one set of bounds
 * (docs/decisions/0017-holds-and-dates-are-bounded.md).
 */

let ctx: TestContext;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let other: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      MAX_STAY_NIGHTS: '7',
      MAX_UNITS_PER_ROOM_TYPE: '2',
      MAX_ROOMS_PER_BOOKING: '3',
      MAX_MONTHS_AHEAD: '2',
    },
  });
  const owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id)).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 5 });
  other = await createRoom(ctx.db, hotelId, { roomQuantity: 5 });
});

const fieldsOf = (response: {
  statusCode: number;
  json: () => { fields?: Record<string, string> };
}) => {
  expect(response.statusCode).toBe(400);
  return response.json().fields ?? {};
};

describe(`configured bounds are respected (${process.env.TEST_ENGINE})`, () => {
  it('applies lower bounds from the app options, with their numbers in the messages', async () => {
    const one = [{ room, quantity: 1 }];
    expect(
      fieldsOf(await postBooking(ctx.app, bookingRequest(hotelId, one, stayFrom(1, 8))))
        .checkOutDate,
    ).toBe('A stay can be at most 7 nights');
    expect(
      fieldsOf(
        await postBooking(
          ctx.app,
          bookingRequest(hotelId, [{ room, quantity: 3 }], stayFrom(1, 1)),
        ),
      )['rooms.0.quantity'],
    ).toBe('At most 2 of one room type in a booking');
    const four = [
      { room, quantity: 2 },
      { room: other, quantity: 2 },
    ];
    expect(
      fieldsOf(await postBooking(ctx.app, bookingRequest(hotelId, four, stayFrom(1, 1)))).rooms,
    ).toBe('At most 3 rooms in one booking');
    expect(
      fieldsOf(await postBooking(ctx.app, bookingRequest(hotelId, one, stayFrom(70, 1))))
        .checkInDate,
    ).toMatch(/^Check-in date can be at most 2 months ahead/);
    const withinAll = await postBooking(
      ctx.app,
      bookingRequest(
        hotelId,
        [
          { room, quantity: 2 },
          { room: other, quantity: 1 },
        ],
        stayFrom(40, 7),
      ),
    );
    expect(withinAll.statusCode, withinAll.body).toBe(201);
  });

  it('bounds a pickup date and a dated search by the configured months', async () => {
    const car = await createCar(ctx.db, (await createUser(ctx.db)).id);
    expect(
      Object.keys(fieldsOf(await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(70), 2)))),
    ).toContain('pickupDate');
    const stay = stayFrom(70, 1);
    const search = await ctx.app.inject({
      url: `/api/v1/hotels/search?q=Lagos&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
    });
    expect(Object.keys(fieldsOf(search))).toContain('checkIn');
  });
});
