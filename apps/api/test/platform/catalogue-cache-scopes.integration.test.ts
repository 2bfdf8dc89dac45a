import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { cancel } from '../cancellations/cancel-fixtures';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { testEngine } from '../support/test-app';
import {
  useCatalogueApp,
  ctx,
  ownerId,
  get,
  roomsUrl,
  unitsLeft,
  writeElsewhere,
  onAnotherConnection,
  queriesWaitingOnALock,
  waitUntil,
  versionOf,
} from './catalogue-cache-fixtures';

/*
 * A kept answer depends on its scope alone (docs/decisions/0028): a booking
 * that sells out no night leaves every kept search, and every other hotel's
 * rooms, as they were; one that sells a night out, a cancellation that frees
 * one and an owner's edit move what they change, at once, through this
 * server or another.
 */

useCatalogueApp();

const searchUrl = (name: string, stay: { checkIn: string; checkOut: string }) =>
  `/api/v1/hotels/search?q=${encodeURIComponent(name)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;

const cacheOf = async (url: string) => (await get(url)).headers['waka-cache'];

async function hotelWith(name: string, city: string, roomQuantity: number) {
  const hotel = await createHotel(ctx.db, ownerId, { hotelName: name, city });
  const room = await createRoom(ctx.db, hotel.id, { roomQuantity, roomPriceKobo: 2_000_000 });
  return { hotel, room };
}

describe(`catalogue versions by scope (${testEngine})`, () => {
  it('a booking that sells out no night keeps the searches and other hotels, and moves its hotel', async () => {
    const booked = await hotelWith('Scope Booked Lokoja', 'Lokoja', 3);
    const other = await hotelWith('Scope Other Lokoja', 'Lokoja', 3);
    const stay = stayFrom(70, 2);
    const search = searchUrl('Scope', stay);
    for (const url of [search, roomsUrl(booked.hotel.id, stay), roomsUrl(other.hotel.id, stay)])
      await get(url);
    const listingBefore = await versionOf('listing');
    const hotelBefore = await versionOf(`hotel:${booked.hotel.id}`);

    const made = await postBooking(
      ctx.app,
      bookingRequest(booked.hotel.id, [{ room: booked.room, quantity: 2 }], stay),
    );
    expect(made.statusCode, made.body).toBe(201);

    expect(await versionOf('listing')).toEqual(listingBefore);
    expect((await versionOf(`hotel:${booked.hotel.id}`)).changes).toBe(hotelBefore.changes + 1n);
    expect(await cacheOf(search)).toBe('hit');
    expect(await cacheOf(roomsUrl(other.hotel.id, stay))).toBe('hit');
    expect(await cacheOf(roomsUrl(booked.hotel.id, stay))).toBe('miss');
    expect(await unitsLeft(booked.hotel.id, stay)).toBe(1);
  });

  it('a booking that sells a night out leaves the search at once; cancelling it brings the hotel back', async () => {
    const { hotel, room } = await hotelWith('Scope Last Room Keffi', 'Keffi', 1);
    const stay = stayFrom(72, 1);
    const search = searchUrl(hotel.hotelName, stay);
    expect((await get(search)).json()).toHaveLength(1);
    expect(await cacheOf(search)).toBe('hit');
    // A search of other nights does not cover the one sold out: it stays kept.
    const later = searchUrl(hotel.hotelName, stayFrom(73, 2));
    await get(later);

    const made = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stay, { email: 'scope.last@example.ng' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect((await get(search)).json()).toHaveLength(0);
    expect(await cacheOf(later)).toBe('hit');

    const { reference } = made.json() as { reference: string };
    const cancelled = await cancel(ctx.app, reference, { email: 'scope.last@example.ng' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get(search)).json()).toHaveLength(1);
    expect(await unitsLeft(hotel.id, stay)).toBe(1);
  });

  it("an owner's price change, made elsewhere, shows at once in the search and the hotel's rooms", async () => {
    const { hotel, room } = await hotelWith('Scope Repriced Nsukka', 'Nsukka', 2);
    const stay = stayFrom(74, 1);
    const search = searchUrl(hotel.hotelName, stay);
    const price = async () => (await get(search)).json()[0].minimumPrice as number;
    const roomPrice = async () =>
      (await get(roomsUrl(hotel.id, stay))).json()[0].roomPrice as number;
    expect(await price()).toBe(20_000);
    expect(await roomPrice()).toBe(20_000);
    expect(await cacheOf(search)).toBe('hit');

    await writeElsewhere('update room set room_price_kobo = 2500000 where id = $1', [room.id]);
    expect(await price()).toBe(25_000);
    expect(await roomPrice()).toBe(25_000);
    await ctx.db.update(rooms).set({ roomStatus: false }).where(eq(rooms.id, room.id));
    expect((await get(search)).json()).toHaveLength(0);
  });

  it('asks about a hotel in either case of its id under one scope', async () => {
    const { hotel, room } = await hotelWith('Scope Case Ilorin', 'Ilorin', 2);
    const stay = stayFrom(76, 1);
    const upper = roomsUrl(hotel.id.toUpperCase(), stay);
    const asked = await get(upper);
    expect(asked.statusCode, asked.body).toBe(200);
    await get(upper);
    const made = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stay),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(((await get(upper)).json() as { unitsLeft: number }[])[0]!.unitsLeft).toBe(1);
  });

  it('bookings and owner edits of many hotels at once, in parallel, all land and show at once', async () => {
    const town = 'Gusau';
    const made = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => hotelWith(`Scope Crowd ${i} ${town}`, town, 2)),
    );
    const stay = stayFrom(78, 1);
    const search = searchUrl(`Scope Crowd`, stay);
    expect((await get(search)).json()).toHaveLength(6);
    for (const { hotel } of made) await get(roomsUrl(hotel.id, stay));
    // A second room type in each hotel, which no guest books: edits of the two
    // sets lock no row in common, so only the versions could make them wait on each other.
    const seconds = await Promise.all(
      made.map(({ hotel }) => createRoom(ctx.db, hotel.id, { roomQuantity: 1 })),
    );
    const sets = [made.map(({ room }) => room.id), seconds.map((room) => room.id)];
    // Each edit touches one room type in every hotel: it moves the listing and six hotels' scopes.
    const edits = Array.from({ length: 16 }, (_, n) =>
      writeElsewhere('update room set room_discount = $1 where id = any($2::uuid[])', [
        n % 3,
        sets[n % 2],
      ]),
    );
    const bookings = Array.from({ length: 18 }, (_, n) => {
      const { hotel, room } = made[n % made.length]!;
      return postBooking(ctx.app, bookingRequest(hotel.id, [{ room, quantity: 1 }], stay));
    });
    const [answers] = await Promise.all([Promise.all(bookings), Promise.all(edits)]);
    const statuses = answers.map((answer) => answer.statusCode);
    // Two units each: twelve are served, six find the night full; nothing fails.
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    // And each hotel's page, kept before, shows its booked room type full.
    for (const { hotel, room } of made) {
      const listed = (await get(roomsUrl(hotel.id, stay))).json() as {
        roomId: string;
        unitsLeft: number;
      }[];
      expect(listed.find((r) => r.roomId === room.id)?.unitsLeft).toBe(0);
    }
  });

  it.runIf(testEngine === 'postgres')(
    "counts a transaction's scopes in one order, so two writers cannot hold them crosswise",
    async () => {
      const [first, second] = (
        await Promise.all([0, 1].map((i) => hotelWith(`Scope Order ${i} Bauchi`, 'Bauchi', 1)))
      ).sort((a, b) => a.hotel.id.localeCompare(b.hotel.id));
      const scopes = [first!, second!].map(({ hotel }) => `hotel:${hotel.id}`);
      const rowLock = (scope: string) =>
        `select 1 from catalogue_version where scope = '${scope}' and shard = 0 for update`;
      await onAnotherConnection(async (blocker) => {
        // The later scope in the order is held elsewhere: a writer of both waits on it holding the earlier.
        await blocker.query('begin');
        await blocker.query(rowLock(scopes[1]!));
        const writer = writeElsewhere(
          'update room set room_discount = 5 where id = any($1::uuid[])',
          [[first!.room.id, second!.room.id]],
        );
        await waitUntil(async () => (await queriesWaitingOnALock()) > 0);
        const earlierTaken = await onAnotherConnection(async (probe) => {
          await probe.query('begin');
          const taken = await probe
            .query(`${rowLock(scopes[0]!)} nowait`)
            .then(() => false)
            .catch(() => true);
          await probe.query('rollback');
          return taken;
        });
        await blocker.query('rollback');
        await writer;
        expect(earlierTaken).toBe(true);
      });
    },
  );
});
