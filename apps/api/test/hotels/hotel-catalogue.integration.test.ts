import { beforeAll, describe, expect, it } from 'vitest';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { createHotel, createUser } from '../../src/db/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  await createHotel(ctx.db, owner.id, {
    hotelName: 'Lagoon Breeze',
    city: 'Lagos',
    state: 'Lagos',
    hotelAddress: '1 Ozumba Mbadiwe Avenue, Victoria Island',
    minimumPriceKobo: 4_500_050,
  });
  await createHotel(ctx.db, owner.id, {
    hotelName: 'Ikeja Lodge',
    city: 'Ikeja',
    state: 'Lagos',
    hotelAddress: '2 Allen Avenue',
  });
  await createHotel(ctx.db, owner.id, {
    hotelName: 'Aso View',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    hotelAddress: '3 Shehu Shagari Way, Maitama',
  });
  await createHotel(ctx.db, owner.id, {
    hotelName: 'Garden City Grand',
    city: 'Port Harcourt',
    state: 'Rivers',
    hotelAddress: '45 Aba Road',
  });
  await createHotel(ctx.db, owner.id, {
    hotelName: '100% Fun_Inn',
    city: 'Kano',
    state: 'Kano',
    hotelAddress: 'Bompai Road',
  });
});

describe('GET /api/v1/hotels', () => {
  it('lists every hotel in the spec field names, money in naira', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/hotels' });
    expect(response.statusCode).toBe(200);
    const hotels = ZHotelList.parse(response.json());
    expect(hotels.map((h) => h.hotelName)).toEqual([
      'Lagoon Breeze',
      'Ikeja Lodge',
      'Aso View',
      'Garden City Grand',
      '100% Fun_Inn',
    ]);
    expect(hotels[0]).toMatchObject({
      city: 'Lagos',
      minimumPrice: 45_000.5,
      hotelRating: 4,
      hotelAmenities: ['Free Wifi', 'Parking'],
    });
  });
});

describe('GET /api/v1/hotels/search', () => {
  const search = async (q: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/hotels/search?q=${encodeURIComponent(q)}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('finds the Lagos hotels, and only those, whatever the case', async () => {
    const { status, body } = await search('LAGOS');
    expect(status).toBe(200);
    expect(body.map((h: { hotelName: string }) => h.hotelName)).toEqual([
      'Lagoon Breeze',
      'Ikeja Lodge',
    ]);
  });

  it('matches part of a name, a city, a state or an address', async () => {
    expect((await search('grand')).body.map((h: { hotelName: string }) => h.hotelName)).toEqual([
      'Garden City Grand',
    ]);
    expect((await search('port harc')).body).toHaveLength(1);
    expect((await search('federal capital')).body.map((h: { city: string }) => h.city)).toEqual([
      'Abuja',
    ]);
    expect((await search('maitama')).body.map((h: { hotelName: string }) => h.hotelName)).toEqual([
      'Aso View',
    ]);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect((await search('%')).body.map((h: { hotelName: string }) => h.hotelName)).toEqual([
      '100% Fun_Inn',
    ]);
    expect((await search('_')).body).toHaveLength(1);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('Timbuktu')).toEqual({ status: 200, body: [] });
  });

  it('refuses a missing or blank destination with a 400 naming q', async () => {
    for (const url of [
      '/api/v1/hotels/search',
      '/api/v1/hotels/search?q=',
      '/api/v1/hotels/search?q=%20%20',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: { q: 'Destination is required' },
      });
    }
  });
});
