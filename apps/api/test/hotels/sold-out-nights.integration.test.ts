import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@waka/shared/dates';
import { bookedRoomNights, bookings, soldOutRoomNights } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { soldOutDrift } from '../support/sold-out-drift';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * sold_out_room_night (decision 0008) is what the dated search reads instead
 * of summing the ledger per room type; the database keeps it from the ledger
 * and the room's quantity. These tests write both every way the app can and
 * check the table, and the search that trusts it, each time.
 */

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ownerId = (await createUser(ctx.db)).id;
});

const soldOutNights = async (roomId: string) =>
  (
    await ctx.db
      .select({ night: soldOutRoomNights.night })
      .from(soldOutRoomNights)
      .where(eq(soldOutRoomNights.roomId, roomId))
      .orderBy(asc(soldOutRoomNights.night))
  ).map((row) => row.night);

async function searchFinds(hotelName: string, stay: { checkIn: string; checkOut: string }) {
  const response = await ctx.app.inject({
    url: `/api/v1/hotels/search?q=${encodeURIComponent(hotelName)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&page=1&pageSize=24`,
  });
  expect(response.statusCode).toBe(200);
  return { found: response.json().length === 1, total: response.headers['x-total-count'] };
}

async function book(
  hotelId: string,
  room: Parameters<typeof bookingRequest>[1][number]['room'],
  quantity: number,
  stay: { checkIn: string; checkOut: string },
) {
  const response = await postBooking(ctx.app, bookingRequest(hotelId, [{ room, quantity }], stay));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().bookingId as string;
}

describe(`sold-out nights (${process.env.TEST_ENGINE})`, () => {
  it('marks exactly the nights on which a room type has no unit left', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Tide Inn Warri',
      city: 'Warri',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 2 });
    const long = stayFrom(10, 3);
    await book(hotel.id, room, 1, long);
    expect(await soldOutNights(room.id)).toEqual([]);
    await book(hotel.id, room, 1, stayFrom(11, 1));
    const fullNight = addDays(long.checkIn, 1);
    expect(await soldOutNights(room.id)).toEqual([fullNight]);

    expect(
      await searchFinds('Tide Inn', { checkIn: fullNight, checkOut: addDays(fullNight, 1) }),
    ).toEqual({ found: false, total: '0' });
    expect(await searchFinds('Tide Inn', long)).toEqual({ found: false, total: '0' });
    expect(await searchFinds('Tide Inn', stayFrom(10, 1))).toEqual({ found: true, total: '1' });
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });
  });

  it('prices a hotel from a dearer room type when the cheapest is sold out on one night of the stay', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Creek View Calabar',
      city: 'Calabar',
    });
    const cheap = await createRoom(ctx.db, hotel.id, { roomQuantity: 1, roomPriceKobo: 1_500_000 });
    await createRoom(ctx.db, hotel.id, { roomQuantity: 1, roomPriceKobo: 4_000_000 });
    await book(hotel.id, cheap, 1, stayFrom(21, 1));
    const price = async (stay: { checkIn: string; checkOut: string }) =>
      (
        await ctx.app.inject({
          url: `/api/v1/hotels/search?q=creek%20view&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
        })
      ).json()[0].minimumPrice;
    expect(await price(stayFrom(20, 3))).toBe(40_000);
    expect(await price(stayFrom(22, 3))).toBe(15_000);
  });

  it('follows a changed quantity: more units free the nights, as many as are held sell them out again', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Harmattan Lodge Kano',
      city: 'Kano',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 1 });
    const stay = stayFrom(40, 2);
    await book(hotel.id, room, 1, stay);
    expect(await soldOutNights(room.id)).toEqual([stay.checkIn, addDays(stay.checkIn, 1)]);
    expect((await searchFinds('Harmattan', stay)).found).toBe(false);

    await ctx.db.update(rooms).set({ roomQuantity: 2 }).where(eq(rooms.id, room.id));
    expect(await soldOutNights(room.id)).toEqual([]);
    expect((await searchFinds('Harmattan', stay)).found).toBe(true);

    await ctx.db.update(rooms).set({ roomQuantity: 1 }).where(eq(rooms.id, room.id));
    expect(await soldOutNights(room.id)).toEqual([stay.checkIn, addDays(stay.checkIn, 1)]);
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });
  });

  it('frees the nights of a booking that is removed', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Olumo Rest Abeokuta',
      city: 'Abeokuta',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 1 });
    const stay = stayFrom(50, 2);
    const bookingId = await book(hotel.id, room, 1, stay);
    expect(await soldOutNights(room.id)).toHaveLength(2);
    await ctx.db.delete(bookings).where(eq(bookings.id, bookingId));
    expect(await soldOutNights(room.id)).toEqual([]);
    expect((await searchFinds('Olumo', stay)).found).toBe(true);
  });

  it('refuses to edit a ledger row, which would leave its old night uncounted', async () => {
    const hotel = await createHotel(ctx.db, ownerId, { hotelName: 'Obudu Heights', city: 'Obudu' });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 1 });
    await book(hotel.id, room, 1, stayFrom(60, 1));
    await expect(
      ctx.db
        .update(bookedRoomNights)
        .set({ night: addDays(stayFrom(60, 1).checkIn, 5) })
        .where(eq(bookedRoomNights.roomId, room.id)),
    ).rejects.toThrow();
    expect(await soldOutNights(room.id)).toEqual([stayFrom(60, 1).checkIn]);
  });

  it('leaves out a hotel whose only room type has no units, or is switched off', async () => {
    const hotel = await createHotel(ctx.db, ownerId, { hotelName: 'Empty Shell Jos', city: 'Jos' });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 0 });
    expect((await searchFinds('Empty Shell', stayFrom(5, 1))).found).toBe(false);
    await ctx.db
      .update(rooms)
      .set({ roomQuantity: 2, roomStatus: false })
      .where(eq(rooms.id, room.id));
    expect((await searchFinds('Empty Shell', stayFrom(5, 1))).found).toBe(false);
    await ctx.db.update(rooms).set({ roomStatus: true }).where(eq(rooms.id, room.id));
    expect((await searchFinds('Empty Shell', stayFrom(5, 1))).found).toBe(true);
  });

  it('rebuilds, from the whole ledger, exactly the rows the triggers kept', async () => {
    const before = await ctx.db
      .select()
      .from(soldOutRoomNights)
      .orderBy(asc(soldOutRoomNights.roomId), asc(soldOutRoomNights.night));
    expect(before.length).toBeGreaterThan(0);
    await ctx.db.execute(sql`select rebuild_sold_out_nights()`);
    const after = await ctx.db
      .select()
      .from(soldOutRoomNights)
      .orderBy(asc(soldOutRoomNights.roomId), asc(soldOutRoomNights.night));
    expect(after).toEqual(before);
  });
});
