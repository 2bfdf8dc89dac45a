import { beforeAll, describe, expect, it } from 'vitest';
import { ZCar, ZCarList } from '@waka/shared/cars/car';
import { createCar, createUser } from '../../src/db/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
/** The fleet in registration order: body type and category of each. */
const fleet: [
  bodyType: 'SUV' | 'Sedan' | 'Hatchback' | 'Van' | 'Coupe',
  category: 'Economy' | 'Luxury' | 'SUV' | 'Van',
][] = [
  ['Sedan', 'Economy'],
  ['SUV', 'Luxury'],
  ['SUV', 'SUV'],
  ['Hatchback', 'Economy'],
  ['Van', 'Van'],
  ['Sedan', 'Luxury'],
  ['Coupe', 'Luxury'],
];
const ids: string[] = [];
let retiredId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  const start = Date.parse('2026-01-01T08:00:00Z');
  for (const [index, [bodyType, category]] of fleet.entries()) {
    const car = await createCar(ctx.db, owner.id, {
      bodyType,
      category,
      model: `Model ${index}`,
      hourlyRateKobo: 450_050,
      createdAt: new Date(start + index * 60_000),
    });
    ids.push(car.id);
  }
  retiredId = (
    await createCar(ctx.db, owner.id, {
      model: 'Retired',
      deletedAt: new Date(),
      createdAt: new Date(start),
    })
  ).id;
});

const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/cars/allcars${query}` });

describe('GET /api/v1/cars/allcars', () => {
  it('answers every listed car without parameters, oldest registered first, in naira, with X-Total-Count', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const cars = ZCarList.parse(response.json());
    expect(cars.map((c) => c.carId)).toEqual(ids);
    expect(response.headers['x-total-count']).toBe(String(ids.length));
    expect(cars[0]).toMatchObject({
      hourlyRate: 4_500.5,
      dailyRate: 60_000,
      weeklyRate: 360_000,
      escortAvailable: false,
      escortPrice: null,
    });
    expect(cars.map((c) => c.carId)).not.toContain(retiredId);
  });

  it('pages with page and pageSize, the total counting every page', async () => {
    const first = await list('?page=1&pageSize=3');
    const third = await list('?page=3&pageSize=3');
    const beyond = await list('?page=4&pageSize=3');
    expect(first.json().map((c: { carId: string }) => c.carId)).toEqual(ids.slice(0, 3));
    expect(third.json().map((c: { carId: string }) => c.carId)).toEqual(ids.slice(6));
    expect(beyond.json()).toEqual([]);
    for (const page of [first, third, beyond]) expect(page.headers['x-total-count']).toBe('7');
  });

  it('defaults to 12 a page when only page is given, and to page 1 when only pageSize is', async () => {
    expect((await list('?page=1')).json()).toHaveLength(7);
    expect((await list('?page=2')).json()).toEqual([]);
    expect((await list('?pageSize=2')).json().map((c: { carId: string }) => c.carId)).toEqual(
      ids.slice(0, 2),
    );
  });

  it('filters by one or several body types, repeated or comma-separated', async () => {
    const suvs = await list('?bodyType=SUV');
    expect(suvs.json().map((c: { carId: string }) => c.carId)).toEqual([ids[1], ids[2]]);
    expect(suvs.headers['x-total-count']).toBe('2');
    const several = [ids[0], ids[1], ids[2], ids[5]];
    expect(
      (await list('?bodyType=SUV,Sedan')).json().map((c: { carId: string }) => c.carId),
    ).toEqual(several);
    expect(
      (await list('?bodyType=SUV&bodyType=Sedan')).json().map((c: { carId: string }) => c.carId),
    ).toEqual(several);
  });

  it('filters by category, combines with body type, and pages the filtered list', async () => {
    const luxury = await list('?category=Luxury');
    expect(luxury.json().map((c: { carId: string }) => c.carId)).toEqual([ids[1], ids[5], ids[6]]);
    const luxurySedans = await list('?category=Luxury&bodyType=Sedan');
    expect(luxurySedans.json().map((c: { carId: string }) => c.carId)).toEqual([ids[5]]);
    const page = await list('?category=Luxury&page=2&pageSize=2');
    expect(page.json().map((c: { carId: string }) => c.carId)).toEqual([ids[6]]);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await list('?category=Van&bodyType=SUV')).json()).toEqual([]);
  });

  it('refuses unknown filters and bad paging with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['?bodyType=Tank', 'bodyType'],
      ['?category=Sports', 'category'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?pageSize=101', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(
        Object.keys(response.json().fields).some((f) => f.startsWith(field)),
        response.body,
      ).toBe(true);
    }
  });
});

describe('GET /api/v1/cars/{carId}', () => {
  it('answers one listed car', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/cars/${ids[2]}` });
    expect(response.statusCode).toBe(200);
    expect(ZCar.parse(response.json())).toMatchObject({
      carId: ids[2],
      bodyType: 'SUV',
      category: 'SUV',
      model: 'Model 2',
    });
  });

  it('answers 404 for an unknown or deleted car and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/cars/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: 'Car was not found' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/cars/${retiredId}` })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/cars/not-a-car' })).statusCode,
    ).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('documents every car route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
    const document = response.json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/cars/allcars',
      '/api/v1/cars/{carId}',
      '/api/v1/cars/{carId}/availability',
      '/api/v1/cars/registration',
      '/api/v1/cars/owner',
      '/api/v1/carbooking/book',
      '/api/v1/carbooking/owner',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(document.paths['/api/v1/cars/{carId}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });
});
