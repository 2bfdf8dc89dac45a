import { asc, eq, sql } from 'drizzle-orm';
import { destinations } from '../../src/db/schema/destinations';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema/hotels';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findStateByName } from '../../src/lib/places/place-lookup-repository';
import { createTestApp, type TestContext } from '../support/test-app';

/* Destination suggestions and the search by place (docs/decisions/0030-destination-suggestions.md). */

let ctx: TestContext;
const ids: Record<string, string> = {};

type Suggestion = {
  kind: string;
  name: string;
  stateName: string;
  placeId?: number;
  hotelId?: string;
  hotelCount?: number;
};

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const suggest = async (q: string) =>
  (await get(`/api/v1/destinations/suggestions?q=${encodeURIComponent(q)}`)).body as Suggestion[];
const place = (found: Suggestion[], kind: string, name: string) =>
  found.find((s) => s.kind === kind && s.name === name);

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const stateId = async (name: string) => (await findStateByName(ctx.db, name))!.id;
  const lagos = {
    state: 'Lagos',
    stateId: await stateId('Lagos'),
    localGov: 'Ikeja',
    city: 'Ikeja',
  };
  const fct = {
    state: 'Federal Capital Territory',
    stateId: await stateId('Federal Capital Territory'),
    localGov: 'Abuja Municipal Area Council',
    city: 'Abuja',
  };
  const oyo = {
    state: 'Oyo',
    stateId: await stateId('Oyo'),
    localGov: 'Ibadan North',
    city: 'Ìbàdàn',
  };
  const made = [
    ['Lagoon View', lagos],
    ['Allen Suites', lagos],
    ['Èkó Grand', { ...lagos, city: 'ikeja' }],
    ['Retired Inn', lagos],
    ['Capital Lodge', fct],
    ['Aso Rock View', fct],
    ['Mapo Hall Hotel', oyo],
  ] as const;
  for (const [hotelName, where] of made) {
    const hotel = await createHotel(ctx.db, owner.id, { hotelName, ...where });
    await createRoom(ctx.db, hotel.id);
    ids[hotelName] = hotel.id;
  }
  await ctx.db
    .update(hotels)
    .set({ deletedAt: new Date() })
    .where(eq(hotels.id, ids['Retired Inn']!));
});

describe('GET /destinations/suggestions', () => {
  it('counts the listed hotels of each state, local government and city, any case', async () => {
    const found = await suggest('IKEJA');
    // "Ikeja" and "ikeja" are one city, spelt as its first hotel did; the retired hotel is not counted.
    expect(place(found, 'city', 'Ikeja')).toMatchObject({ stateName: 'Lagos', hotelCount: 3 });
    expect(place(found, 'local-government', 'Ikeja')).toMatchObject({ hotelCount: 3 });
    expect(place(await suggest('lagos'), 'state', 'Lagos')).toMatchObject({ hotelCount: 3 });
  });

  it('forgives a small typo and missing accents, and puts the closest first', async () => {
    expect((await suggest('abja'))[0]).toMatchObject({
      kind: 'city',
      name: 'Abuja',
      stateName: 'Federal Capital Territory',
      hotelCount: 2,
    });
    expect(place(await suggest('ibadan'), 'city', 'Ìbàdàn')).toMatchObject({ hotelCount: 1 });
    expect(place(await suggest('Ìbàdàn north'), 'local-government', 'Ibadan North')).toBeDefined();
    expect((await suggest('lagso'))[0]).toMatchObject({ kind: 'state', name: 'Lagos' });
  });

  it('suggests listed hotels by the start of their name, accents or not', async () => {
    expect(await suggest('eko g')).toContainEqual({
      kind: 'hotel',
      hotelId: ids['Èkó Grand'],
      name: 'Èkó Grand',
      city: 'ikeja',
      stateName: 'Lagos',
    });
    expect((await suggest('retired')).filter((s) => s.kind === 'hotel')).toEqual([]);
  });

  it('moves a hotel between places when it moves or is retired', async () => {
    const hotelId = ids['Allen Suites']!;
    await ctx.db.update(hotels).set({ city: 'Abuja' }).where(eq(hotels.id, hotelId));
    expect(place(await suggest('ikeja'), 'city', 'Ikeja')).toMatchObject({ hotelCount: 2 });
    await ctx.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, hotelId));
    expect(place(await suggest('lagos'), 'state', 'Lagos')).toMatchObject({ hotelCount: 2 });
    await ctx.db
      .update(hotels)
      .set({ deletedAt: null, city: 'Ikeja' })
      .where(eq(hotels.id, hotelId));
    expect(place(await suggest('ikeja'), 'city', 'Ikeja')).toMatchObject({ hotelCount: 3 });
  });

  it('keeps the same counts as rebuild_destinations() derives afresh', async () => {
    const counts = () =>
      ctx.db
        .select({ id: destinations.id, hotelCount: destinations.hotelCount })
        .from(destinations)
        .orderBy(asc(destinations.id));
    const kept = await counts();
    await ctx.db.execute(sql`select rebuild_destinations()`);
    expect(await counts()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('answers nothing for what matches nothing, and takes % and _ as letters', async () => {
    expect(await suggest('zzzzqqq')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['   ', 'q'],
    ['x'.repeat(61), 'q'],
  ])('refuses q=%j with a 400 naming q', async (q, field) => {
    const response = await get(`/api/v1/destinations/suggestions?q=${q}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it('refuses a missing q with a 400 naming q', async () => {
    const response = await get('/api/v1/destinations/suggestions');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['q']);
  });
});

describe('GET /hotels/search?place=', () => {
  const namesIn = async (placeId: number, extra = '') => {
    const response = await get(`/api/v1/hotels/search?q=anything&place=${placeId}${extra}`);
    expect(response.status).toBe(200);
    return (response.body as { hotelName: string }[]).map((h) => h.hotelName).sort();
  };

  it("finds exactly a city's, a local government's and a state's listed hotels, whatever q says", async () => {
    const ikeja = await suggest('ikeja');
    const lagosHotels = ['Allen Suites', 'Lagoon View', 'Èkó Grand'];
    expect(await namesIn(place(ikeja, 'city', 'Ikeja')!.placeId!)).toEqual(lagosHotels);
    expect(await namesIn(place(ikeja, 'local-government', 'Ikeja')!.placeId!)).toEqual(lagosHotels);
    const fct = place(await suggest('federal capital'), 'state', 'Federal Capital Territory');
    expect(await namesIn(fct!.placeId!, '&page=1&pageSize=24')).toEqual([
      'Aso Rock View',
      'Capital Lodge',
    ]);
  });

  it('keeps the dates, filters and paging of a search by text', async () => {
    const abuja = place(await suggest('abuja'), 'city', 'Abuja')!;
    const checkIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/hotels/search?q=Abuja&place=${abuja.placeId}&checkIn=${checkIn}&checkOut=${checkOut}&page=1&pageSize=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it.each(['999999', 'abc', '0', '-3', '1.5'])(
    'refuses place=%s with a 400 naming place',
    async (id) => {
      const response = await get(`/api/v1/hotels/search?q=Lagos&place=${id}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(['place']);
    },
  );
});
