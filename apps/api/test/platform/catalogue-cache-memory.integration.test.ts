import { beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { catalogueCacheStats } from '../../src/lib/catalogue-cache/catalogue-cache';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

/*
 * What the catalogue cache remembers must be bounded by the questions the
 * routes read, not by the URLs a caller can make up: an outside probe sent
 * tens of thousands of requests with 15 KB of junk on the query string and
 * each one was remembered, hundreds of megabytes in all (decision 0020).
 */

let ctx: TestContext;
let hotelId: string;

beforeAll(async () => {
  // A fresh app of its own: the counts below are this file's alone.
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const hotel = await createHotel(ctx.db, owner.id, {
    hotelName: 'Junk Proof Inn Iwo',
    city: 'Iwo',
  });
  await createRoom(ctx.db, hotel.id, { roomQuantity: 3 });
  hotelId = hotel.id;
});

const get = (url: string) => ctx.app.inject({ url });
const stats = () => catalogueCacheStats(ctx.app)!;
/** 15 KB that no route reads, different for each `n`. */
const junk = (n: number) => `utm_${n}=${n.toString(36).padEnd(15_000, 'x')}`;

describe(`catalogue cache memory (${testEngine})`, () => {
  it('remembers and keeps one entry per validated question, however much junk the URLs carry', async () => {
    const stay = stayFrom(20, 2);
    const rooms = `/api/v1/rooms/hotel/${hotelId}`;
    const search = '/api/v1/hotels/search';
    const hotel = `/api/v1/hotels/${hotelId}`;
    const before = stats();
    const statuses = new Map<string, number>();
    for (let n = 0; n < 2_000; n++) {
      // A hotel's rooms, the search and the hotel (no query read at all) in
      // turn; junk first or last, dates in either order.
      const dates =
        n % 4 < 2
          ? `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`
          : `checkOut=${stay.checkOut}&checkIn=${stay.checkIn}`;
      const query = n % 5 < 2 ? `${junk(n)}&${dates}` : `${dates}&${junk(n)}`;
      const url = [`${rooms}?${query}`, `${search}?q=Junk%20Proof&${query}`, `${hotel}?${junk(n)}`][
        n % 3
      ]!;
      const response = await get(url);
      const status = `${response.statusCode} ${response.headers['waka-cache']}`;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ '200 miss': 3, '200 hit': 1_997 });

    const after = stats();
    expect(after.remembered.entries - before.remembered.entries).toBe(3);
    expect(after.kept.entries - before.kept.entries).toBe(3);
    // Both maps are bounded in bytes, and well within it here.
    expect(after.remembered.maxBytes).toBeGreaterThan(0);
    expect(after.remembered.bytes).toBeLessThanOrEqual(after.remembered.maxBytes);
    expect(after.remembered.bytes).toBeLessThan(10_000);
    expect(after.kept.bytes).toBeLessThanOrEqual(after.kept.maxBytes);
    // About 10 s on a quiet machine; 40 s seen while others' suites shared the two cores.
  }, 120_000);

  it('shares one kept answer between URLs asking the same thing in another order or with junk', async () => {
    const stay = stayFrom(24, 3);
    const base = `/api/v1/hotels/search?q=Junk%20Proof&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&pageSize=12&page=1`;
    const first = await get(base);
    expect(first.headers['waka-cache']).toBe('miss');
    const counts = stats();
    for (const url of [
      `/api/v1/hotels/search?page=1&pageSize=12&checkOut=${stay.checkOut}&q=Junk%20Proof&checkIn=${stay.checkIn}`,
      `${base}&fbclid=${'z'.repeat(15_000)}`,
      `/api/v1/hotels/search?ref=home&checkIn=${stay.checkIn}&page=1&q=Junk%20Proof&pageSize=12&checkOut=${stay.checkOut}`,
    ]) {
      const again = await get(url);
      expect(again.headers['waka-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    }
    // Nothing new remembered or kept: the three are the first question again.
    expect(stats().remembered.entries).toBe(counts.remembered.entries);
    expect(stats().kept.entries).toBe(counts.kept.entries);
  });

  it('still answers a bad value 400 naming the field, with or without junk, once its question is remembered', async () => {
    const stay = stayFrom(26, 1);
    const good = `/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
    expect((await get(good)).headers['waka-cache']).toBe('miss');
    expect((await get(`${good}&${junk(1)}`)).headers['waka-cache']).toBe('hit');

    const bad = [
      // A route-read parameter given twice is not the remembered question.
      [`${good}&checkIn=${stay.checkIn}&${junk(2)}`, 'checkIn'],
      [
        `/api/v1/rooms/hotel/${hotelId}?${junk(3)}&checkIn=tomorrow&checkOut=${stay.checkOut}`,
        'checkIn',
      ],
      [
        `/api/v1/hotels/search?${junk(4)}&q=&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
        'q',
      ],
      [
        `/api/v1/rooms/hotel/not-a-hotel?${junk(5)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
        'hotelId',
      ],
    ] as const;
    for (const [url, field] of bad) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(url);
        expect(response.statusCode, url.slice(0, 120)).toBe(400);
        expect(response.headers['waka-cache']).toBeUndefined();
        expect(Object.keys(response.json().fields ?? {}).join(' ') + response.body).toContain(
          field,
        );
      }
    }
  });
});
