import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookedRoomNights } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { testEngine } from '../support/test-app';
import {
  useCatalogueApp,
  ctx,
  ownerId,
  get,
  unitsLeft,
  writeElsewhere,
  versionOf,
} from './catalogue-cache-fixtures';

/*
 * No kept answer outlives a change: an answer is never older than a change
 * that committed before the request was made, whoever made it (this server,
 * another one, psql), however many rows its transaction wrote, and under
 * bookings in parallel. How answers are kept:
 * docs/decisions/0009-catalogue-answers-kept-by-version.md.
 */

useCatalogueApp();

describe(`catalogue cache (${testEngine})`, () => {
  it('shows a booking in units left at once, and a cancelled room type leaves the search at once', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Prompt Suites Jos',
      city: 'Jos',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 3 });
    const stay = stayFrom(40, 2);
    expect(await unitsLeft(hotel.id, stay)).toBe(3);
    expect(await unitsLeft(hotel.id, stay)).toBe(3); // now kept

    const booked = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 2 }], stay),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await unitsLeft(hotel.id, stay)).toBe(1);

    const search = `/api/v1/hotels/search?q=Prompt%20Suites&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
    expect((await get(search)).json()).toHaveLength(1);
    await ctx.db.update(rooms).set({ roomStatus: false }).where(eq(rooms.id, room.id));
    expect((await get(search)).json()).toHaveLength(0);
  });

  it('sees a change another server commits, with no message between the two', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Far Write Inn Akure',
      city: 'Akure',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 4, roomPriceKobo: 1_500_000 });
    const first = await get(`/api/v1/hotels/${hotel.id}`);
    expect((await get(`/api/v1/hotels/${hotel.id}`)).headers['waka-cache']).toBe('hit');

    await writeElsewhere('update hotel set hotel_name = $1 where id = $2', [
      'Far Write Hotel Akure',
      hotel.id,
    ]);
    const renamed = await get(`/api/v1/hotels/${hotel.id}`);
    expect(renamed.headers['waka-cache']).toBe('miss');
    expect(renamed.json().hotelName).toBe('Far Write Hotel Akure');
    expect(renamed.body).not.toBe(first.body);

    const stay = stayFrom(50, 1);
    expect(await unitsLeft(hotel.id, stay)).toBe(4);
    await writeElsewhere('update room set room_quantity = 6 where id = $1', [room.id]);
    expect(await unitsLeft(hotel.id, stay)).toBe(6);
  });

  it('keeps the car listing and a car, and shows a car’s new rate or its removal at once', async () => {
    const car = await createCar(ctx.db, ownerId, {
      make: 'Peugeot',
      model: '508',
      hourlyRateKobo: 900_000,
    });
    const carUrl = `/api/v1/cars/${car.id}`;
    expect((await get(carUrl)).json().hourlyRate).toBe(9000);
    expect((await get(carUrl)).headers['waka-cache']).toBe('hit');
    const listing = '/api/v1/cars/allcars?page=1&pageSize=50';
    const listed = await get(listing);
    expect(listed.headers['waka-cache']).toBe('miss');
    expect((await get(listing)).headers['waka-cache']).toBe('hit');

    await writeElsewhere('update car set hourly_rate_kobo = 1000000 where id = $1', [car.id]);
    expect((await get(carUrl)).json().hourlyRate).toBe(10000);
    await writeElsewhere('update car set deleted_at = now() where id = $1', [car.id]);
    expect((await get(carUrl)).statusCode).toBe(404);
    const after = await get(listing);
    expect(after.headers['waka-cache']).toBe('miss');
    expect(Number(after.headers['x-total-count'])).toBe(
      Number(listed.headers['x-total-count']) - 1,
    );
  });

  it('moves the version once for a transaction however many rows it writes, and not at all for one rolled back', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Counted Inn Bida',
      city: 'Bida',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 5 });
    const before = (await versionOf('listing')).changes;
    await ctx.db.transaction(async (tx) => {
      await tx.update(rooms).set({ roomQuantity: 6 }).where(eq(rooms.id, room.id));
      await tx.update(rooms).set({ roomQuantity: 7 }).where(eq(rooms.id, room.id));
      await tx.update(rooms).set({ roomDiscount: 10 }).where(eq(rooms.hotelId, hotel.id));
    });
    expect((await versionOf('listing')).changes).toBe(before + 1n);

    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(rooms).set({ roomQuantity: 9 }).where(eq(rooms.id, room.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await versionOf('listing')).changes).toBe(before + 1n);

    await ctx.db.execute(sql`select 1`); // a read moves nothing
    expect((await versionOf('listing')).changes).toBe(before + 1n);
  });

  it('under bookings in parallel, no answer is older than a booking confirmed before it was asked for', async () => {
    const quantity = 24;
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Busy Court Kano',
      city: 'Kano',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: quantity });
    const stay = stayFrom(60, 2);
    let confirmed = 0;
    let stale = 0;
    let reads = 0;

    const bookOne = async (n: number) => {
      const response = await postBooking(
        ctx.app,
        bookingRequest(hotel.id, [{ room, quantity: 1 }], stay, { email: `guest${n}@example.ng` }),
      );
      expect(response.statusCode, response.body).toBe(201);
      confirmed += 1;
    };
    // A fixed number of reads each, spread over the bookings (PGlite runs one query at a time).
    const read30 = async () => {
      for (let n = 0; n < 30; n++) {
        const confirmedBefore = confirmed;
        const left = await unitsLeft(hotel.id, stay);
        reads += 1;
        if (left > quantity - confirmedBefore) stale += 1;
      }
    };

    await Promise.all([
      ...Array.from({ length: quantity }, (_, n) => bookOne(n)),
      ...Array.from({ length: 8 }, read30),
    ]);

    expect(confirmed).toBe(quantity);
    expect(stale).toBe(0);
    expect(reads).toBe(8 * 30);
    expect(await unitsLeft(hotel.id, stay)).toBe(0);
    const ledger = await ctx.db
      .select({ units: sql<number>`sum(${bookedRoomNights.quantity})::int` })
      .from(bookedRoomNights)
      .where(eq(bookedRoomNights.roomId, room.id));
    expect(ledger[0]!.units).toBe(2 * quantity);
  });
});
