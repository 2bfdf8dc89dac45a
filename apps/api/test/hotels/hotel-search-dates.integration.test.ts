import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
const stay = stayFrom(14, 2);

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const full = await createHotel(ctx.db, owner.id, {
    hotelName: 'Full House Lagos',
    city: 'Lagos',
    hotelRating: 5,
    hotelAmenities: ['Free Wifi', 'Swimming Pool'],
  });
  const only = await createRoom(ctx.db, full.id, { roomQuantity: 1, roomPriceKobo: 9_000_000 });
  await postBooking(
    ctx.app,
    bookingRequest(full.id, [{ room: only, quantity: 1 }], stayFrom(15, 1)),
  );

  const open = await createHotel(ctx.db, owner.id, {
    hotelName: 'Open Doors Lagos',
    city: 'Lagos',
    hotelRating: 3,
    minimumPriceKobo: 1_000_000,
    hotelAmenities: ['Free Wifi'],
  });
  const cheap = await createRoom(ctx.db, open.id, { roomQuantity: 1, roomPriceKobo: 2_000_000 });
  await createRoom(ctx.db, open.id, { roomQuantity: 2, roomPriceKobo: 5_000_000 });
  await postBooking(ctx.app, bookingRequest(open.id, [{ room: cheap, quantity: 1 }], stay));

  const closed = await createHotel(ctx.db, owner.id, {
    hotelName: 'Switched Off Lagos',
    city: 'Lagos',
    hotelRating: 4,
  });
  const off = await createRoom(ctx.db, closed.id, { roomQuantity: 5 });
  await ctx.db.update(rooms).set({ roomStatus: false }).where(eq(rooms.id, off.id));

  await createHotel(ctx.db, owner.id, {
    hotelName: 'Abuja Stay',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    hotelRating: 2,
  });
});

const names = async (url: string) => {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { hotelName: string; minimumPrice: number }[]).map((h) => h.hotelName);
};

describe('hotel search with dates', () => {
  it('finds every match without dates', async () => {
    expect(await names('/api/v1/hotels/search?q=lagos')).toEqual([
      'Full House Lagos',
      'Open Doors Lagos',
      'Switched Off Lagos',
    ]);
  });

  it('keeps only hotels with a room type bookable on every night', async () => {
    expect(
      await names(
        `/api/v1/hotels/search?q=lagos&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
      ),
    ).toEqual(['Open Doors Lagos']);
    const later = stayFrom(30, 2);
    expect(
      await names(
        `/api/v1/hotels/search?q=lagos&checkIn=${later.checkIn}&checkOut=${later.checkOut}`,
      ),
    ).toEqual(['Full House Lagos', 'Open Doors Lagos']);
  });

  it('prices each hotel from its cheapest room type still bookable for the stay', async () => {
    const response = await ctx.app.inject({
      url: `/api/v1/hotels/search?q=open&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
    });
    expect(response.json()[0].minimumPrice).toBe(50_000);
    const later = stayFrom(30, 2);
    const free = await ctx.app.inject({
      url: `/api/v1/hotels/search?q=open&checkIn=${later.checkIn}&checkOut=${later.checkOut}`,
    });
    expect(free.json()[0].minimumPrice).toBe(20_000);
  });

  it('filters by price, stars and amenities, and sorts', async () => {
    const later = stayFrom(30, 2);
    const dates = `checkIn=${later.checkIn}&checkOut=${later.checkOut}`;
    expect(await names(`/api/v1/hotels/search?q=lagos&${dates}&maxPrice=50000`)).toEqual([
      'Open Doors Lagos',
    ]);
    expect(await names(`/api/v1/hotels/search?q=lagos&${dates}&rating=4`)).toEqual([
      'Full House Lagos',
    ]);
    expect(await names(`/api/v1/hotels/search?q=lagos&amenities=Swimming%20Pool`)).toEqual([
      'Full House Lagos',
    ]);
    expect(await names(`/api/v1/hotels/search?q=lagos&${dates}&sort=price-desc`)).toEqual([
      'Full House Lagos',
      'Open Doors Lagos',
    ]);
    expect(await names(`/api/v1/hotels?sort=rating-desc&rating=3`)).toEqual([
      'Full House Lagos',
      'Switched Off Lagos',
      'Open Doors Lagos',
    ]);
  });

  it('pages the dated search, counting every page in X-Total-Count', async () => {
    const later = stayFrom(30, 2);
    const dated = `/api/v1/hotels/search?q=lagos&checkIn=${later.checkIn}&checkOut=${later.checkOut}`;
    const page = async (query: string) => {
      const response = await ctx.app.inject({ url: `${dated}&${query}` });
      expect(response.statusCode, query).toBe(200);
      return {
        total: response.headers['x-total-count'],
        names: (response.json() as { hotelName: string }[]).map((h) => h.hotelName),
      };
    };
    expect(await page('page=1&pageSize=1')).toEqual({ total: '2', names: ['Full House Lagos'] });
    expect(await page('page=2&pageSize=1')).toEqual({ total: '2', names: ['Open Doors Lagos'] });
    // Past the last page: no hotel, and still the count.
    expect(await page('page=3&pageSize=1')).toEqual({ total: '2', names: [] });
    expect(await page('pageSize=1&sort=price-asc')).toEqual({
      total: '2',
      names: ['Open Doors Lagos'],
    });
    // Without page or pageSize, every match, as the spec's search answered.
    const all = await ctx.app.inject({ url: dated });
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json()).toHaveLength(2);
    const listed = await ctx.app.inject({ url: '/api/v1/hotels?page=2&pageSize=3' });
    expect(listed.headers['x-total-count']).toBe('4');
    expect(listed.json()).toHaveLength(1);
  });

  it('refuses a page below 1 and a page size over 100, naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['page=1.5', 'page'],
      ['pageSize=abc', 'pageSize'],
    ]) {
      const response = await ctx.app.inject({ url: `/api/v1/hotels/search?q=lagos&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toHaveProperty(field!);
    }
  });

  it('refuses half a stay, a past stay and unknown filters with 400 naming the field', async () => {
    const bad = [
      [`/api/v1/hotels/search?q=lagos&checkIn=${stay.checkIn}`, 'checkOut'],
      ['/api/v1/hotels/search?q=lagos&checkIn=2020-01-01&checkOut=2020-01-03', 'checkIn'],
      ['/api/v1/hotels?amenities=Helipad', 'amenities.0'],
      ['/api/v1/hotels?sort=cheapest', 'sort'],
      ['/api/v1/hotels?minPrice=-5', 'minPrice'],
    ];
    for (const [url, field] of bad) {
      const response = await ctx.app.inject({ url: url! });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields), url).toContain(field);
    }
  });
});
