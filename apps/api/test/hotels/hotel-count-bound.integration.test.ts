import { beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_COUNT_BOUND } from '@waka/shared/hotels/hotel-pages';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { buildHotel, buildRoom, createUser } from '../../src/db/seed/factories';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * Decision 0009: a page of hotels counts the matches up to HOTEL_COUNT_BOUND
 * past its start, and says when there are more (X-Total-Count-Exact: false),
 * so a destination with many thousand hotels costs what one with a thousand
 * does. Without page or pageSize the answer is every hotel, counted exactly.
 */

let ctx: TestContext;
const HOTELS = HOTEL_COUNT_BOUND + 30;
const stay = stayFrom(9, 2);
let cheapestName: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const created = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: HOTELS }, (_, i) =>
    buildHotel(owner.id, {
      hotelName: `Boundtown Lodge ${String(i).padStart(4, '0')}`,
      city: 'Boundtown',
      createdAt: new Date(created + i * 60_000),
    }),
  );
  const saved = await ctx.db.insert(hotels).values(rows).returning({ id: hotels.id, hotelName: hotels.hotelName });
  // The last-made hotel has the cheapest room: first by price, last in the recommended order.
  await ctx.db.insert(rooms).values(
    saved.map((hotel, i) => buildRoom(hotel.id, { roomPriceKobo: i === HOTELS - 1 ? 500_000 : 2_000_000 + i * 100 })),
  );
  cheapestName = saved.at(-1)!.hotelName;
}, 60_000);

async function list(query: string) {
  const response = await ctx.app.inject({ url: `/api/v1/hotels/search?q=boundtown&${query}` });
  expect(response.statusCode, query).toBe(200);
  return {
    names: (response.json() as { hotelName: string }[]).map((h) => h.hotelName),
    total: response.headers['x-total-count'],
    exact: response.headers['x-total-count-exact'],
  };
}

describe(`counting hotels to a bound (${process.env.TEST_ENGINE})`, () => {
  it('counts the first page to the bound and says there are more, with dates and without', async () => {
    for (const query of ['page=1&pageSize=24', `page=1&pageSize=24&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`]) {
      const first = await list(query);
      expect(first.total, query).toBe(String(HOTEL_COUNT_BOUND));
      expect(first.exact, query).toBe('false');
      expect(first.names, query).toHaveLength(24);
      expect(first.names[0], query).toBe('Boundtown Lodge 0000');
    }
  });

  it('counts exactly once the bound past the page reaches the end, and pages on to the last hotel', async () => {
    const deep = await list('page=42&pageSize=24');
    expect(deep).toMatchObject({ total: String(HOTELS), exact: undefined });
    expect(deep.names[0]).toBe(`Boundtown Lodge ${String(41 * 24).padStart(4, '0')}`);
    const last = await list('page=43&pageSize=24');
    expect(last.names).toHaveLength(HOTELS - 42 * 24);
    expect(last.names.at(-1)).toBe(cheapestName);
    expect(await list('page=100&pageSize=24')).toEqual({ names: [], total: String(HOTELS), exact: undefined });
  });

  it('sorts by price over every match before it cuts the count', async () => {
    const byPrice = await list(`page=1&pageSize=24&sort=price-asc&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    expect(byPrice.names[0]).toBe(cheapestName);
    expect(byPrice).toMatchObject({ total: String(HOTEL_COUNT_BOUND), exact: 'false' });
  });

  it('answers every hotel, counted exactly, without page or pageSize', async () => {
    const all = await list('sort=recommended');
    expect(all.names).toHaveLength(HOTELS);
    expect(all).toMatchObject({ total: String(HOTELS), exact: undefined });
  });
});
