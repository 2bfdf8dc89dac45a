import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookedRoomNights } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { readCatalogueVersion } from '../../src/lib/catalogue-cache/catalogue-version-repository';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

/*
 * The catalogue cache (issue 7) keeps search, hotel and room answers until
 * the catalogue's version moves. What must hold: an answer is never older
 * than a change that committed before the request was made, whoever made
 * the change (this server, another one, psql), and bad input is still a 400.
 */

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ poolSize: 12 });
  ownerId = (await createUser(ctx.db)).id;
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

const roomsUrl = (hotelId: string, stay: { checkIn: string; checkOut: string }) =>
  `/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;

const unitsLeft = async (hotelId: string, stay: { checkIn: string; checkOut: string }) => {
  const response = await get(roomsUrl(hotelId, stay));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unitsLeft: number }[])[0]!.unitsLeft;
};

/** A connection of its own to the test database, as another server or psql has (PostgreSQL). */
/** A hotel named `name` in each town, each with one room type of `units` units. */
async function hotelsIn(name: string, towns: string[], units: number) {
  for (const town of towns) {
    const hotel = await createHotel(ctx.db, ownerId, { hotelName: `${name} ${town}`, city: town });
    await createRoom(ctx.db, hotel.id, { roomQuantity: units });
  }
}

async function onAnotherConnection<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ctx.url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A write as another server (or psql) would make it: not through this app. */
async function writeElsewhere(statement: string, values: unknown[]) {
  if (testEngine === 'postgres') {
    await onAnotherConnection((client) => client.query(statement, values));
  } else {
    // PGlite has one connection: the same database, still not through the app.
    const client = (
      ctx.db as unknown as { $client: { query: (s: string, v: unknown[]) => Promise<unknown> } }
    ).$client;
    await client.query(statement, values);
  }
}

/** Queries of this database waiting for a lock (PostgreSQL only). */
async function queriesWaitingOnALock(): Promise<number> {
  const result = await onAnotherConnection((client) =>
    client.query(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    ),
  );
  return result.rows[0].waiting as number;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`catalogue cache (${testEngine})`, () => {
  it('answers a repeated search from the cache, the same body and total, compressed or not', async () => {
    // Enough hotels that the answer is over the 1 KB compression threshold.
    await hotelsIn('Kept Lodge', ['Ilorin', 'Offa', 'Omu-Aran'], 3);
    const stay = stayFrom(30, 2);
    const url = `/api/v1/hotels/search?q=Kept%20Lodge&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&page=1&pageSize=24`;

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['waka-cache']).toBe('miss');
    const second = await get(url);
    expect(second.headers['waka-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');

    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['waka-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);

    // As a browser asks: the kept answer goes out compressed, brotli first.
    for (let attempt = 0; attempt < 2; attempt++) {
      const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(browser.headers['waka-cache']).toBe('hit');
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(first.body);
    }
    const refusing = await get(url, { 'accept-encoding': 'br;q=0, identity' });
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(refusing.body).toBe(first.body);
  });

  it('compresses a browser’s miss once, into the kept answer its hits then send', async () => {
    await hotelsIn('Pressed Court', ['Ikirun', 'Iragbiji', 'Osogbo'], 2);
    const url = `/api/v1/hotels/search?q=Pressed%20Court&page=1&pageSize=24`;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

    const miss = await get(url, browser);
    expect(miss.headers['waka-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(miss.rawPayload).toString())).toHaveLength(3);
    const hit = await get(url, browser);
    expect(hit.headers['waka-cache']).toBe('hit');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect((await get(url)).body).toBe(brotliDecompressSync(miss.rawPayload).toString());
  });

  it('keeps one answer for one question, whatever order the query is in or what it adds that the API ignores', async () => {
    const hotel = await createHotel(ctx.db, ownerId, { hotelName: 'One Key Inn Oyo', city: 'Oyo' });
    await createRoom(ctx.db, hotel.id, { roomQuantity: 2 });
    const stay = stayFrom(35, 1);
    const first = await get(
      `/api/v1/rooms/hotel/${hotel.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
    );
    expect(first.headers['waka-cache']).toBe('miss');
    const reordered = await get(
      `/api/v1/rooms/hotel/${hotel.id}?checkOut=${stay.checkOut}&checkIn=${stay.checkIn}&utm_source=whatsapp`,
    );
    expect(reordered.headers['waka-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
  });

  it('sends a hit with every header its miss had: the security headers, type and total', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Same Face Inn Ede',
      city: 'Ede',
    });
    await createRoom(ctx.db, hotel.id, { roomQuantity: 2 });
    const url = `/api/v1/hotels/search?q=Same%20Face&page=1&pageSize=24`;
    const perSending = ['waka-cache', 'date', 'connection', 'keep-alive', 'content-length'];
    const lasting = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perSending.includes(name)));

    const miss = await get(url);
    expect(miss.headers['waka-cache']).toBe('miss');
    expect(miss.headers['content-security-policy']).toContain("default-src 'self'");
    // The same URL again is found before validation; the same question asked
    // another way is found after it. Both must say what the miss said.
    for (const again of [url, `/api/v1/hotels/search?pageSize=24&page=1&q=Same%20Face`]) {
      const hit = await get(again);
      expect(hit.headers['waka-cache']).toBe('hit');
      expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
      expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));
      expect(hit.body).toBe(miss.body);
    }
  });

  it('asks the database once for one answer wanted by many at once, and shares it', async () => {
    const hotel = await createHotel(ctx.db, ownerId, {
      hotelName: 'Crowded Inn Ogbomoso',
      city: 'Ogbomoso',
    });
    await createRoom(ctx.db, hotel.id, { roomQuantity: 4 });
    const url = roomsUrl(hotel.id, stayFrom(40, 2));
    const asked: Promise<Awaited<ReturnType<typeof get>>>[] = [];
    if (testEngine === 'postgres') {
      // Hold the first asking inside its search (a lock on the room types
      // taken elsewhere) while seven more arrive: they read the version on
      // its own connection, find the answer being built and wait for it.
      await onAnotherConnection(async (locker) => {
        await locker.query('begin');
        await locker.query('lock table room in access exclusive mode');
        asked.push(get(url));
        await waitUntil(async () => (await queriesWaitingOnALock()) === 1);
        asked.push(...Array.from({ length: 7 }, () => get(url)));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await locker.query('rollback');
      });
    } else {
      // One connection: the seven may find it built already; still one miss.
      asked.push(...Array.from({ length: 8 }, () => get(url)));
    }
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const statuses = answers.map((answer) => answer.headers['waka-cache']).sort();
    expect(statuses).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    // A missing hotel is built by nobody: each of those asking gets its own 404.
    const missing = roomsUrl('00000000-0000-4000-8000-000000000000', stayFrom(40, 2));
    const notFound = await Promise.all(Array.from({ length: 3 }, () => get(missing)));
    expect(notFound.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
  });

  describe('a URL vouched for yesterday', () => {
    afterEach(() => vi.useRealTimers());

    it('is validated again today: a check-in that has become the past is a 400, not a hit', async () => {
      const hotel = await createHotel(ctx.db, ownerId, {
        hotelName: 'Midnight Lodge Ilesa',
        city: 'Ilesa',
      });
      await createRoom(ctx.db, hotel.id, { roomQuantity: 2 });
      const url = roomsUrl(hotel.id, stayFrom(1, 1));
      expect((await get(url)).headers['waka-cache']).toBe('miss');
      expect((await get(url)).headers['waka-cache']).toBe('hit');

      // Two days on, tomorrow's check-in is yesterday's; nothing in the catalogue has changed.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 86_400_000 });
      const later = await get(url);
      expect(later.statusCode).toBe(400);
      expect(later.headers['waka-cache']).toBeUndefined();
      expect(later.body).toContain('checkIn');
    });
  });

  it('never answers bad input from the cache: still a 400 naming the field', async () => {
    const url = '/api/v1/hotels/search?q=Lagos&checkIn=yesterday&checkOut=2030-01-02';
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['waka-cache']).toBeUndefined();
      expect(response.body).toContain('checkIn');
    }
  });

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
    const before = (await readCatalogueVersion(ctx.db)).changes;
    await ctx.db.transaction(async (tx) => {
      await tx.update(rooms).set({ roomQuantity: 6 }).where(eq(rooms.id, room.id));
      await tx.update(rooms).set({ roomQuantity: 7 }).where(eq(rooms.id, room.id));
      await tx.update(rooms).set({ roomDiscount: 10 }).where(eq(rooms.hotelId, hotel.id));
    });
    expect((await readCatalogueVersion(ctx.db)).changes).toBe(before + 1n);

    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(rooms).set({ roomQuantity: 9 }).where(eq(rooms.id, room.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await readCatalogueVersion(ctx.db)).changes).toBe(before + 1n);

    await ctx.db.execute(sql`select 1`); // a read moves nothing
    expect((await readCatalogueVersion(ctx.db)).changes).toBe(before + 1n);
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

describe(`catalogue cache switched off (${testEngine})`, () => {
  it('answers every request from the database and says nothing of a cache', async () => {
    const off = await createTestApp({ env: { CATALOGUE_CACHE_MB: '0' } });
    const owner = await createUser(off.db);
    const hotel = await createHotel(off.db, owner.id, {
      hotelName: 'Plain House Yola',
      city: 'Yola',
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await off.app.inject({ url: `/api/v1/hotels/${hotel.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['waka-cache']).toBeUndefined();
    }
  });
});
