import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@waka/shared/dates';
import { HOTEL_AMENITY_VALUES } from '@waka/shared/hotels/hotel-amenities';
import type { HotelSort } from '@waka/shared/hotels/search-hotels';
import type { Page } from '@waka/shared/paging';
import { soldOutRoomNights } from '../../src/db/schema/bookings';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { states } from '../../src/db/schema/places';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findHotels, type HotelQuery } from '../../src/features/hotels/hotel-search-repository';
import type { HotelIndex } from '../../src/features/hotels/hotel-index/hotel-index';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * The hotel search index (docs/decisions/0031) answers exactly as the
 * database's search does: for hundreds of random questions over hotels made
 * to differ in every way the search reads, before and after the listing and
 * the sold-out nights change through the database, the same hotels, "from"
 * prices, order, and bounded count.
 */

let ctx: TestContext;
let index: HotelIndex;
const firstNight = stayFrom(10, 1).checkIn;
const CITIES = [
  { state: 'Lagos', city: 'Ikeja', localGov: 'Ikeja' },
  { state: 'Lagos', city: 'Lekki', localGov: 'Eti-Osa' },
  { state: 'Oyo', city: 'Ibadan', localGov: 'Ibadan North' },
  { state: 'Rivers', city: 'Port Harcourt', localGov: 'Obio-Akpor' },
];
const TEXTS = ['ikeja', 'LEKKI', 'oyo', 'harbour', 'Street', 'zz-nothing', '1', 'Eti', 'ó'];
const SORTS: HotelSort[] = ['recommended', 'price-asc', 'price-desc', 'rating-desc'];
let stateIds = new Map<string, number>();
const hotelIds: string[] = [];
const roomIds: string[] = [];

/** A seeded generator, so a failure names a question that can be asked again. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

beforeAll(async () => {
  ctx = await createTestApp();
  index = ctx.app.hotelIndex!;
  const stateRows = await ctx.db.select({ id: states.id, name: states.name }).from(states);
  stateIds = new Map(stateRows.map((row) => [row.name, row.id]));
  const owner = await createUser(ctx.db);
  const random = randomFrom(7);
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < 48; i++) {
    const place = CITIES[i % CITIES.length]!;
    const hotel = await createHotel(ctx.db, owner.id, {
      hotelName: `${i % 5 === 0 ? 'Harbour' : 'Óasis'} ${i + 1}`,
      ...place,
      stateId: stateIds.get(place.state) ?? null,
      hotelAddress: `${i} Marina Street, ${place.city}`,
      hotelRating: 1 + random.int(9) / 2,
      minimumPriceKobo: 1_000_000 + random.int(8) * 500_000,
      hotelAmenities: HOTEL_AMENITY_VALUES.filter(() => random.next() < 0.4),
      // Some made in the same millisecond, so the order falls to the id.
      createdAt: new Date(start + Math.floor(i / 3) * 60_000),
    });
    hotelIds.push(hotel.id);
    for (let r = 0; r < random.int(4); r++) {
      const room = await createRoom(ctx.db, hotel.id, {
        roomPriceKobo: 1_000_000 + random.int(10) * 250_000,
        roomStatus: random.next() < 0.85,
        roomQuantity: random.next() < 0.1 ? 0 : 2,
      });
      roomIds.push(room.id);
    }
  }
  await sellOut(random, 40);
});

/** Marks `count` random room-nights in the first week sold out (the rebuild repair writes them so). */
async function sellOut(random: ReturnType<typeof randomFrom>, count: number) {
  const rows = await ctx.db.select({ id: rooms.id, hotelId: rooms.hotelId }).from(rooms);
  for (let n = 0; n < count; n++) {
    const room = random.pick(rows);
    await ctx.db
      .insert(soldOutRoomNights)
      .values({ roomId: room.id, hotelId: room.hotelId, night: addDays(firstNight, random.int(7)) })
      .onConflictDoNothing();
  }
}

function randomQuestion(random: ReturnType<typeof randomFrom>): { query: HotelQuery; page?: Page } {
  const query: HotelQuery = { sort: random.pick(SORTS) };
  const where = random.int(3);
  if (where === 1) query.text = random.pick(TEXTS).toLowerCase();
  if (where === 2) {
    const place = random.pick(CITIES);
    const kind = random.pick(['state', 'city', 'local-government'] as const);
    const key =
      kind === 'state' ? '' : (kind === 'city' ? place.city : place.localGov).toLowerCase();
    query.place = { kind, stateId: stateIds.get(place.state)!, key };
  }
  if (random.next() < 0.7) {
    const checkIn = addDays(firstNight, random.int(8) - 1);
    query.stay = { checkIn, checkOut: addDays(checkIn, 1 + random.int(4)) };
  }
  if (random.next() < 0.3) query.minPriceKobo = 1_000_000 + random.int(6) * 500_000;
  if (random.next() < 0.3) query.maxPriceKobo = 1_500_000 + random.int(6) * 500_000;
  if (random.next() < 0.3) query.minRating = 1 + random.int(5);
  if (random.next() < 0.2) query.amenities = [random.pick(HOTEL_AMENITY_VALUES)];
  const paged = random.next() < 0.75;
  return paged
    ? { query, page: { offset: random.int(4) * 3, limit: 1 + random.int(4) } }
    : { query };
}

const shown = (found: Awaited<ReturnType<typeof findHotels>>) => ({
  hotels: found.rows.map((row) => `${row.hotelName} from ${row.fromKobo}`),
  total: found.total,
  exact: found.totalIsExact,
});

/** Asks `count` random questions of both and expects the same answers. */
async function expectSameAnswers(seed: number, count: number) {
  const random = randomFrom(seed);
  let nonEmpty = 0;
  for (let n = 0; n < count; n++) {
    const { query, page } = randomQuestion(random);
    const fromDatabase = shown(await findHotels(ctx.db, query, page));
    const fromIndex = shown((await index.find(query, page))!);
    expect(fromIndex, JSON.stringify({ query, page })).toEqual(fromDatabase);
    if (fromDatabase.hotels.length) nonEmpty += 1;
  }
  // The questions find hotels often enough to compare something.
  expect(nonEmpty).toBeGreaterThan(count / 3);
}

describe('the hotel search index answers as the database does (docs/decisions/0031)', () => {
  it('gives the same hotels, prices, order and count for 400 random questions', async () => {
    await expectSameAnswers(1, 400);
  });

  it('still does after hotels, room types and sold-out nights change through the database', async () => {
    const random = randomFrom(2);
    await expectSameAnswers(3, 50);
    const before = index.stats().fullReads;
    for (let round = 0; round < 4; round++) {
      const hotelId = random.pick(hotelIds);
      await ctx.db
        .update(hotels)
        .set({ hotelRating: 1 + random.int(9) / 2, hotelName: `Harbour moved ${round}` })
        .where(sql`${hotels.id} = ${hotelId}`);
      await ctx.db
        .update(rooms)
        .set({ roomPriceKobo: 900_000 + round * 1000 })
        .where(sql`${rooms.id} = ${random.pick(roomIds)}`);
      await ctx.db
        .update(hotels)
        .set({ deletedAt: new Date() })
        .where(sql`${hotels.id} = ${random.pick(hotelIds)}`);
      const owner = await createUser(ctx.db);
      const added = await createHotel(ctx.db, owner.id, {
        hotelName: `Harbour new ${round}`,
        stateId: stateIds.get('Lagos')!,
        createdAt: new Date(Date.parse('2026-01-01T00:05:00Z') + round),
      });
      await createRoom(ctx.db, added.id, { roomPriceKobo: 1_250_000 });
      hotelIds.push(added.id);
      await ctx.db.execute(
        sql`delete from sold_out_room_night where ctid in (select ctid from sold_out_room_night limit 3)`,
      );
      await sellOut(random, 5);
      await expectSameAnswers(10 + round, 100);
    }
    // Each change was read hotel by hotel, night by night: the listing was never read whole again.
    expect(index.stats().fullReads).toBe(before);
  });

  it('reads everything again after a TRUNCATE, or a shard further behind than listing_change keeps', async () => {
    await expectSameAnswers(20, 10);
    const before = index.stats().fullReads;
    await ctx.db.execute(sql`truncate sold_out_room_night`);
    await expectSameAnswers(21, 30);
    expect(index.stats().fullReads).toBe(before + 1);
    await ctx.db.execute(
      sql`update catalogue_version set changes = changes + 1001 where scope = 'listing' and shard = 3`,
    );
    await expectSameAnswers(22, 30);
    expect(index.stats().fullReads).toBe(before + 2);
  });

  it('reads the listing when asked to, as start-up does, so the next search reads nothing whole', async () => {
    await ctx.db.execute(sql`truncate sold_out_room_night`);
    const before = index.stats().fullReads;
    await index.readListing();
    expect(index.stats().fullReads).toBe(before + 1);
    await expectSameAnswers(23, 10);
    expect(index.stats().fullReads).toBe(before + 1);
  });

  it('with HOTEL_SEARCH_INDEX=off, the same routes answer from the database, alike', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-index-off-'));
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', HOTEL_SEARCH_INDEX: 'off' });
    await fs.mkdir(config.uploadsDir, { recursive: true });
    const database = { db: ctx.db, versionDb: ctx.db, engine: ctx.engine };
    const withoutIndex = await buildApp(config, { database, mailer: ctx.mailer });
    afterAll(async () => {
      await withoutIndex.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    expect(withoutIndex.hotelIndex).toBeUndefined();
    const { checkIn } = stayFrom(10, 1);
    const urls = [
      '/api/v1/hotels?sort=price-asc',
      `/api/v1/hotels/search?q=harbour&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&page=1&pageSize=4`,
      `/api/v1/hotels/search?q=street&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&sort=rating-desc`,
    ];
    for (const url of urls) {
      const [on, off] = await Promise.all([ctx.app.inject({ url }), withoutIndex.inject({ url })]);
      expect(on.statusCode, url).toBe(200);
      expect(off.statusCode, url).toBe(200);
      expect((on.json() as unknown[]).length, url).toBeGreaterThan(0);
      expect(on.json(), url).toEqual(off.json());
      expect(on.headers['x-total-count'], url).toBe(off.headers['x-total-count']);
    }
  });
});
