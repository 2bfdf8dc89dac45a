import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { createHotel } from '../../src/db/seed/factories';
import { apiCaller, signUpOwnersAndCustomer, type SignedIn } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

/*
 * A hotel's open price (migration 0009): the cheapest room type that is on,
 * listed and has units, kept on the hotel row by the database, which the
 * dated search reads for a hotel with no sold-out night in the stay. These
 * tests write room types every way the owner's routes can and check the
 * column, the search that trusts it, and a rebuild from scratch, each time.
 * On PostgreSQL the racing writes run on 25 connections at once.
 */

let ctx: TestContext;
let owner: SignedIn;
const call = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp({ poolSize: 25 });
  ({ owner } = await signUpOwnersAndCustomer(ctx.app));
});

const roomBody = (hotelId: string, roomType: string, roomPrice: number, roomQuantity = 2) => ({
  hotelId,
  roomType,
  roomPrice,
  roomDiscount: 0,
  roomQuantity,
  roomDescription: 'Two beds, a desk and a fan that works.',
  roomImage: ['/media/uploads/room.webp'],
  amenities: ['Free Wifi'],
});

async function addRoom(hotelId: string, roomType: string, roomPrice: number, roomQuantity = 2) {
  const response = await call(
    'POST',
    '/rooms',
    owner,
    roomBody(hotelId, roomType, roomPrice, roomQuantity),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { roomId: string };
}

async function editRoom(
  hotelId: string,
  roomId: string,
  roomType: string,
  roomPrice: number,
  roomQuantity = 2,
) {
  const { hotelId: _hotel, ...body } = roomBody(hotelId, roomType, roomPrice, roomQuantity);
  return call('PUT', `/rooms/${roomId}`, owner, body);
}

/** The hotel row's open price in naira, null without an open room type. */
async function openFrom(hotelId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ kobo: hotels.openFromKobo })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row!.kobo === null ? null : Number(row!.kobo) / 100;
}

/** The "from" price the dated search shows for the hotel, or null when it is left out. */
async function searchedFrom(hotelName: string, stay = stayFrom(30, 2)): Promise<number | null> {
  const response = await ctx.app.inject({
    url: `/api/v1/hotels/search?q=${encodeURIComponent(hotelName)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&page=1&pageSize=24`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json() as { minimumPrice: number }[];
  return found[0]?.minimumPrice ?? null;
}

/** Hotels whose kept open price differs from one computed from their room types now. */
async function openFromDrift(): Promise<number> {
  const result = (await ctx.db.execute(sql`
    select count(*)::int as n from hotel h
    where h.open_from_kobo is distinct from (
      select min(r.room_price_kobo) from room r
      where r.hotel_id = h.id and r.room_status and r.deleted_at is null and r.room_quantity > 0)`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe(`a hotel's open price (${testEngine})`, () => {
  it('follows every room write the owner can make, and the search shows it', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, {
      hotelName: 'Palm Grove Owerri',
      city: 'Owerri',
    });
    expect(await openFrom(hotel.id)).toBeNull();
    expect(await searchedFrom('Palm Grove')).toBeNull();

    const standard = await addRoom(hotel.id, 'Standard', 30_000);
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([30_000, 30_000]);
    const budget = await addRoom(hotel.id, 'Budget', 18_000.5);
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([
      18_000.5, 18_000.5,
    ]);

    expect((await editRoom(hotel.id, budget.roomId, 'Budget', 45_000)).statusCode).toBe(200);
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([30_000, 30_000]);

    const off = await call('PUT', `/rooms/status/${standard.roomId}`, owner, { roomStatus: false });
    expect(off.statusCode, off.body).toBe(200);
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([45_000, 45_000]);

    // No units to sell is not open either (the owner's form asks for one at
    // least; a row written another way may have none).
    await ctx.db.update(rooms).set({ roomQuantity: 0 }).where(eq(rooms.id, budget.roomId));
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([null, null]);

    expect(
      (await call('PUT', `/rooms/status/${standard.roomId}`, owner, { roomStatus: true }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/rooms/${standard.roomId}`, owner)).statusCode).toBe(204);
    expect([await openFrom(hotel.id), await searchedFrom('Palm Grove')]).toEqual([null, null]);
    expect(await openFromDrift()).toBe(0);
  });

  it('prices past a sold-out cheapest room type from the room types, not the kept price', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, {
      hotelName: 'Lagoon Side Badagry',
      city: 'Badagry',
    });
    const cheap = await addRoom(hotel.id, 'Single', 12_000, 1);
    await addRoom(hotel.id, 'Suite', 50_000, 1);
    const booked = await postBooking(
      ctx.app,
      bookingRequest(
        hotel.id,
        [{ room: { id: cheap.roomId, roomType: 'Single', roomPriceKobo: 1_200_000 }, quantity: 1 }],
        stayFrom(41, 1),
      ),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // The kept price is still the cheapest open room type: sold-out nights are the search's to weigh.
    expect(await openFrom(hotel.id)).toBe(12_000);
    expect(await searchedFrom('Lagoon Side', stayFrom(40, 3))).toBe(50_000);
    expect(await searchedFrom('Lagoon Side', stayFrom(42, 2))).toBe(12_000);
  });

  it('stays exact when many room writes to one hotel race, without a deadlock', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, {
      hotelName: 'Busy Wharf Port Harcourt',
      city: 'Port Harcourt',
    });
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/rooms', owner, roomBody(hotel.id, `Type ${i}`, 20_000 + i * 1_000)),
      ),
    );
    expect(first.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const ids = first.map((r) => (r.json() as { roomId: string }).roomId);
    // Edits, switches, deletes and adds at once, with guests booking the same room types.
    const racing = await Promise.all([
      ...ids.slice(0, 4).map((id, i) => editRoom(hotel.id, id, `Type ${i}`, 9_000 + i)),
      ...ids
        .slice(4, 8)
        .map((id) => call('PUT', `/rooms/status/${id}`, owner, { roomStatus: false })),
      ...ids.slice(8, 10).map((id) => call('DELETE', `/rooms/${id}`, owner)),
      ...Array.from({ length: 4 }, (_, i) =>
        call('POST', '/rooms', owner, roomBody(hotel.id, `Late ${i}`, 8_500 + i)),
      ),
      ...ids.slice(0, 4).map((id, i) =>
        postBooking(
          ctx.app,
          bookingRequest(
            hotel.id,
            [{ room: { id, roomType: `Type ${i}`, roomPriceKobo: 0 }, quantity: 1 }],
            stayFrom(50, 1),
            {
              email: `racer${i}@example.ng`,
            },
          ),
        ),
      ),
    ]);
    expect(racing.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(await openFrom(hotel.id)).toBe(8_500);
    expect(await openFromDrift()).toBe(0);
  });

  it('retires a hotel while its room types are being edited, without a deadlock', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, {
      hotelName: 'Closing Time Ilorin',
      city: 'Ilorin',
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await addRoom(hotel.id, `Type ${i}`, 15_000 + i)).roomId);
    const [retired, ...edits] = await Promise.all([
      call('DELETE', `/hotels/${hotel.id}`, owner),
      ...ids.map((id, i) => editRoom(hotel.id, id, `Type ${i}`, 7_000 + i)),
    ]);
    expect(retired.statusCode, retired.body).toBe(204);
    // Each edit came before the retirement or found the room type gone with it.
    for (const edit of edits) expect([200, 404], edit.body).toContain(edit.statusCode);
    expect(await searchedFrom('Closing Time')).toBeNull();
    expect(await openFromDrift()).toBe(0);
  });

  it('rebuilds, from every room type, exactly the prices the triggers kept', async () => {
    const before = await ctx.db
      .select({ id: hotels.id, kobo: hotels.openFromKobo })
      .from(hotels)
      .orderBy(hotels.id);
    expect(before.some((hotel) => hotel.kobo !== null)).toBe(true);
    await ctx.db.execute(sql`update hotel set open_from_kobo = 1`);
    await ctx.db.execute(sql`select rebuild_open_from_prices()`);
    const after = await ctx.db
      .select({ id: hotels.id, kobo: hotels.openFromKobo })
      .from(hotels)
      .orderBy(hotels.id);
    expect(after).toEqual(before);
  });
});
