import { beforeAll, describe, expect, it } from 'vitest';
import { ZRoomList } from '@waka/shared/rooms/room';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let hotelId: string;
let deluxe: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id, { hotelName: 'Rooms Hotel' })).id;
  deluxe = await createRoom(ctx.db, hotelId, {
    roomType: 'Deluxe Room',
    roomPriceKobo: 4_500_000,
    roomDiscount: 10,
    roomQuantity: 3,
  });
  await createRoom(ctx.db, hotelId, {
    roomType: 'Single',
    roomPriceKobo: 2_000_000,
    roomQuantity: 1,
  });
  await postBooking(
    ctx.app,
    bookingRequest(hotelId, [{ room: deluxe, quantity: 2 }], stayFrom(10, 2)),
  );
});

const roomsOf = async (query = '') => {
  const response = await ctx.app.inject({ url: `/api/v1/rooms/hotel/${hotelId}${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/v1/rooms/hotel/{hotelId}', () => {
  it('lists the room types in the spec field names, without unitsLeft when no dates are given', async () => {
    const { status, body } = await roomsOf();
    expect(status).toBe(200);
    const rooms = ZRoomList.parse(body);
    expect(rooms.map((r) => r.roomType)).toEqual(['Single', 'Deluxe Room']);
    expect(rooms[1]).toMatchObject({
      hotelName: 'Rooms Hotel',
      roomPrice: 45_000,
      roomDiscount: 10,
      roomQuantity: 3,
      roomStatus: true,
    });
    expect(rooms[1]!.unitsLeft).toBeUndefined();
  });

  it('gives units left for the busiest night of the asked stay', async () => {
    const overlapping = stayFrom(11, 3);
    const { body } = await roomsOf(
      `?checkIn=${overlapping.checkIn}&checkOut=${overlapping.checkOut}`,
    );
    expect(body.find((r: { roomType: string }) => r.roomType === 'Deluxe Room').unitsLeft).toBe(1);
    expect(body.find((r: { roomType: string }) => r.roomType === 'Single').unitsLeft).toBe(1);
    const after = stayFrom(12, 1);
    const free = await roomsOf(`?checkIn=${after.checkIn}&checkOut=${after.checkOut}`);
    expect(
      free.body.find((r: { roomType: string }) => r.roomType === 'Deluxe Room').unitsLeft,
    ).toBe(3);
  });

  it('answers 404 for an unknown hotel and 400 for bad dates', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/v1/rooms/hotel/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/rooms/hotel/xyz' })).statusCode).toBe(400);
    const stay = stayFrom(3, 1);
    const oneDate = await roomsOf(`?checkIn=${stay.checkIn}`);
    expect(oneDate).toMatchObject({
      status: 400,
      body: { fields: { checkOut: 'Check-out date is required' } },
    });
    const reversed = await roomsOf(`?checkIn=${stay.checkOut}&checkOut=${stay.checkIn}`);
    expect(reversed).toMatchObject({
      status: 400,
      body: { fields: { checkOut: 'Check-out date must be after check-in date' } },
    });
    const impossible = await roomsOf('?checkIn=2030-02-30&checkOut=2030-03-01');
    expect(impossible.status).toBe(400);
  });
});

describe('GET /api/v1/hotels/{hotelId}', () => {
  it('loads one hotel by id, 404 when unknown', async () => {
    const found = await ctx.app.inject({ url: `/api/v1/hotels/${hotelId}` });
    expect(found.json()).toMatchObject({ hotelId, hotelName: 'Rooms Hotel' });
    expect(
      (await ctx.app.inject({ url: '/api/v1/hotels/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});
