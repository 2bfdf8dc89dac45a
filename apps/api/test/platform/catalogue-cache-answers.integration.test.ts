import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, testEngine } from '../support/test-app';
import {
  useCatalogueApp,
  ctx,
  ownerId,
  get,
  roomsUrl,
  hotelsIn,
  onAnotherConnection,
  queriesWaitingOnALock,
  waitUntil,
} from './catalogue-cache-fixtures';

/*
 * The catalogue cache (docs/decisions/0009-catalogue-answers-kept-by-version.md)
 * keeps search, hotel and room answers until the catalogue's version moves.
 * Here, what it keeps: one answer for one question, compressed once, sent
 * with its miss's headers, asked of the database once however many want it;
 * never bad input, which is still a 400; and nothing when switched off.
 */

useCatalogueApp();

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
