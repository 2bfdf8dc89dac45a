import { beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findHotels, type HotelQuery } from '../../src/features/hotels/hotel-search-repository';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * Decision 0010: a page of hotels counts its matches only so far past its
 * start. The repository takes the bound as an argument, so a handful of
 * hotels shows every case; the route's own bound (ten pages) is checked with
 * pageSize=1 at the end.
 */

let ctx: TestContext;
const stay = stayFrom(20, 2);
/** "Bound" hotels in the recommended order (created one minute apart). */
const names: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const start = Date.parse('2026-01-01T00:00:00Z');
  // The first four have no room on (switched off), so a stay finds none of them.
  for (let i = 0; i < 12; i++) {
    const hotelName = `Bound ${String(i + 1).padStart(2, '0')}`;
    const hotel = await createHotel(ctx.db, owner.id, {
      hotelName,
      createdAt: new Date(start + i * 60_000),
    });
    await createRoom(ctx.db, hotel.id, {
      roomStatus: i >= 4,
      roomPriceKobo: 1_000_000 + i * 100_000,
    });
    names.push(hotelName);
  }
});

const find = async (query: Partial<HotelQuery>, offset: number, limit: number, bound: number) => {
  const found = await findHotels(ctx.db, { text: 'bound', ...query }, { offset, limit }, bound);
  return {
    names: found.rows.map((row) => row.hotelName),
    total: found.total,
    exact: found.totalIsExact,
  };
};

describe('a page counts its matches to a bound (decision 0010)', () => {
  it('counts to the bound past the page start, and exactly once the end is within it', async () => {
    expect(await find({}, 0, 2, 3)).toEqual({ names: names.slice(0, 2), total: 3, exact: false });
    expect(await find({}, 4, 2, 3)).toEqual({ names: names.slice(4, 6), total: 7, exact: false });
    expect(await find({}, 8, 2, 3)).toEqual({ names: names.slice(8, 10), total: 11, exact: false });
    expect(await find({}, 10, 2, 3)).toEqual({
      names: names.slice(10, 12),
      total: 12,
      exact: true,
    });
    expect(await find({}, 0, 2, 12)).toEqual({ names: names.slice(0, 2), total: 12, exact: true });
  });

  it('reads every match when the first ones have too few rooms free to count', async () => {
    // Horizon 3 and four candidates read first, none bookable: it must look further.
    expect(await find({ stay }, 0, 2, 2)).toEqual({
      names: names.slice(4, 6),
      total: 2,
      exact: false,
    });
    expect(await find({ stay }, 0, 2, 8)).toEqual({
      names: names.slice(4, 6),
      total: 8,
      exact: true,
    });
    expect(await find({ stay }, 6, 2, 8)).toEqual({
      names: names.slice(10, 12),
      total: 8,
      exact: true,
    });
  });

  it('still counts a page past the end', async () => {
    expect(await find({ stay }, 20, 2, 3)).toEqual({ names: [], total: 8, exact: true });
    expect(await find({}, 40, 2, 3)).toEqual({ names: [], total: 12, exact: true });
    expect(await find({ text: 'no such hotel' }, 0, 2, 3)).toEqual({
      names: [],
      total: 0,
      exact: true,
    });
  });

  it('bounds the count alike in the other orders, and keeps the filters', async () => {
    expect(await find({ stay, sort: 'price-desc' }, 0, 2, 3)).toEqual({
      names: [names[11], names[10]],
      total: 3,
      exact: false,
    });
    const underAMillionAndHalf = await find({ stay, maxPriceKobo: 1_500_000 }, 0, 2, 3);
    expect(underAMillionAndHalf).toEqual({ names: [names[4], names[5]], total: 2, exact: true });
  });

  it('counts a page past the end in the other orders, and after reading every match', async () => {
    expect(await find({ stay, sort: 'price-asc' }, 20, 2, 3)).toEqual({
      names: [],
      total: 8,
      exact: true,
    });
    // Recommended, read again from every match (the first candidates are not bookable), past the end.
    expect(await find({ stay }, 20, 2, 2)).toEqual({ names: [], total: 8, exact: true });
  });

  it('keeps stars, amenities and, without dates, the price in the first matches it reads', async () => {
    // Every Bound hotel has Free Wifi and Parking and four stars (the factory's).
    const withFilters = { minRating: 4, amenities: ['Free Wifi', 'Parking'] };
    expect(await find(withFilters, 0, 2, 3)).toEqual({
      names: names.slice(0, 2),
      total: 3,
      exact: false,
    });
    expect(await find({ amenities: ['Swimming Pool'] }, 0, 2, 3)).toEqual({
      names: [],
      total: 0,
      exact: true,
    });
    // The owner's minimum price, 25,000 naira for every one: all or none.
    expect(await find({ minPriceKobo: 2_500_000 }, 0, 2, 3)).toEqual({
      names: names.slice(0, 2),
      total: 3,
      exact: false,
    });
    expect(await find({ minPriceKobo: 2_500_001 }, 0, 2, 3)).toEqual({
      names: [],
      total: 0,
      exact: true,
    });
  });

  it('answers searches of one shape at once, each with its own values', async () => {
    const [first, later, none] = await Promise.all([
      find({ stay }, 0, 2, 3),
      find({ stay }, 2, 2, 3),
      find({ stay, text: 'no such hotel' }, 0, 2, 3),
    ]);
    expect(first).toEqual({ names: names.slice(4, 6), total: 3, exact: false });
    expect(later).toEqual({ names: names.slice(6, 8), total: 5, exact: false });
    expect(none).toEqual({ names: [], total: 0, exact: true });
  });

  it('answers every match, counted exactly, without paging', async () => {
    const found = await findHotels(ctx.db, { text: 'bound', stay });
    expect(found.rows.map((row) => row.hotelName)).toEqual(names.slice(4));
    expect(found).toMatchObject({ total: 8, totalIsExact: true });
  });

  it('says so in the headers, ten pages past the start, on a miss and on a hit', async () => {
    expect(HOTEL_COUNT_PAGES).toBe(10);
    const url = `/api/v1/hotels/search?q=bound&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&page=1&pageSize=1`;
    for (const cache of ['miss', 'hit']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['waka-cache']).toBe(cache);
      // Eight bookable; ten pages of one would need eleven to say "more".
      expect(response.headers['x-total-count']).toBe('8');
      expect(response.headers['x-total-count-exact']).toBeUndefined();
    }
    const listed = await ctx.app.inject({ url: `/api/v1/hotels/search?q=bound&page=1&pageSize=1` });
    expect(listed.headers['x-total-count']).toBe('10');
    expect(listed.headers['x-total-count-exact']).toBe('false');
    const hit = await ctx.app.inject({ url: `/api/v1/hotels/search?q=bound&page=1&pageSize=1` });
    expect(hit.headers['waka-cache']).toBe('hit');
    expect(hit.headers['x-total-count-exact']).toBe('false');
    // Page 3 of one counts ten past its start: twelve is within that, exactly.
    const third = await ctx.app.inject({ url: `/api/v1/hotels/search?q=bound&page=3&pageSize=1` });
    expect(third.headers['x-total-count']).toBe('12');
    expect(third.headers['x-total-count-exact']).toBeUndefined();
  });
});
