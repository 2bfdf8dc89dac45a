import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { NoopLogger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_WATCHED_TABLES, SCOPE_WATCHED_TABLES } from '../../src/db/schema/catalogue';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { catalogueCachedRoutes } from '../../src/lib/catalogue-cache/catalogue-cache';
import { CACHE_STATUS_HEADER } from '../../src/lib/catalogue-cache/kept-answer';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * A kept answer is served until catalogue_version moves, and only writes to
 * the watched tables move it (CATALOGUE_WATCHED_TABLES, migration 0006;
 * decision 0009). So a route marked catalogueCache must read nothing else,
 * or its answer goes stale when that other table changes. Every statement a
 * cached route runs is recorded (through Drizzle's query log, only within
 * that request) and explained by PostgreSQL; every table in its plan, or
 * named after FROM or JOIN in its text, must be watched. A new cached route
 * must be given its requests in REQUESTS. (A table read inside a database
 * function the statement calls is not seen; no cached route calls one.)
 */

let ctx: TestContext;
const ids = { hotelId: '', carId: '', placeId: '' };

/** The statements run within one request: Drizzle logs each before it is sent. */
type Statement = { text: string; params: unknown[] };
const recording = new AsyncLocalStorage<Statement[]>();
const logQuery = vi
  .spyOn(NoopLogger.prototype, 'logQuery')
  .mockImplementation((...logged: unknown[]) => {
    const [text, params] = logged as [string, unknown[]];
    recording.getStore()?.push({ text, params });
  });
afterAll(() => logQuery.mockRestore());

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  for (const [i, city] of ['Readsville', 'Readsville', 'Watchtown'].entries()) {
    const hotel = await createHotel(ctx.db, owner.id, { city, hotelRating: 3 + i });
    await createRoom(ctx.db, hotel.id, { roomQuantity: 1 + i, roomPriceKobo: 1_000_000 * (i + 1) });
    ids.hotelId = hotel.id;
  }
  ids.carId = (await createCar(ctx.db, owner.id)).id;
  // Hotels in a seeded state are counted in its destinations: a place to search by.
  await ctx.db.execute(
    sql`update hotel set state_id = (select min(id) from state) where city = 'Readsville'`,
  );
  const place = (await ctx.db.execute(
    sql`select id::text as id from destination where name = 'Readsville' and kind = 'city'`,
  )) as unknown as { rows: { id: string }[] };
  ids.placeId = place.rows[0]!.id;
});

const stay = () => {
  const { checkIn, checkOut } = stayFrom(5, 2);
  return `checkIn=${checkIn}&checkOut=${checkOut}`;
};

/**
 * Requests for each cached route that, between them, run every statement it
 * has: unpaged, a page in the recommended order (candidates) and in the
 * price orders (a window count), an empty page and a page past the end,
 * with and without a stay and the filters.
 */
const REQUESTS: Record<string, () => string[]> = {
  'GET /api/v1/hotels': () => [
    '/api/v1/hotels',
    '/api/v1/hotels?page=1&pageSize=2',
    '/api/v1/hotels?page=1&pageSize=2&sort=price-asc&minPrice=1&maxPrice=90000&rating=1&amenities=Parking',
    '/api/v1/hotels?page=50&pageSize=2&sort=price-desc',
  ],
  'GET /api/v1/hotels/search': () => [
    `/api/v1/hotels/search?q=readsville&${stay()}`,
    `/api/v1/hotels/search?q=readsville&${stay()}&page=1&pageSize=1`,
    `/api/v1/hotels/search?q=readsville&${stay()}&page=1&pageSize=2&sort=rating-desc&minPrice=1&maxPrice=90000&amenities=Parking`,
    `/api/v1/hotels/search?q=nowhere-at-all&${stay()}&page=1&pageSize=2`,
    `/api/v1/hotels/search?q=readsville&${stay()}&page=40&pageSize=2&sort=price-asc`,
    '/api/v1/hotels/search?q=watchtown&page=1&pageSize=2&rating=1',
    `/api/v1/hotels/search?q=Readsville&place=${ids.placeId}&${stay()}&page=1&pageSize=2`,
    `/api/v1/hotels/search?q=Readsville&place=${ids.placeId}&page=1&pageSize=2&sort=price-asc`,
  ],
  'GET /api/v1/hotels/:hotelId': () => [
    `/api/v1/hotels/${ids.hotelId}`,
    '/api/v1/hotels/00000000-0000-4000-8000-000000000000',
  ],
  'GET /api/v1/rooms/hotel/:hotelId': () => [
    `/api/v1/rooms/hotel/${ids.hotelId}`,
    `/api/v1/rooms/hotel/${ids.hotelId}?${stay()}`,
  ],
  'GET /api/v1/destinations/suggestions': () => [
    '/api/v1/destinations/suggestions?q=reads',
    '/api/v1/destinations/suggestions?q=watchtwn',
  ],
  'GET /api/v1/cars/allcars': () => [
    '/api/v1/cars/allcars',
    '/api/v1/cars/allcars?page=1&pageSize=2&bodyType=SUV,Sedan&category=Economy',
    '/api/v1/cars/allcars?page=30&pageSize=2',
    `/api/v1/cars/allcars?page=1&pageSize=2&pickupDate=${stayFrom(5, 2).checkIn}&pickupTime=10:00&hours=3`,
  ],
  'GET /api/v1/cars/:carId': () => [
    `/api/v1/cars/${ids.carId}`,
    '/api/v1/cars/00000000-0000-4000-8000-000000000000',
  ],
};

/** The statements `url` runs, from a request the cache has not answered before. */
async function statementsOf(url: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  // Awaited inside run(): inject only starts the request when it is awaited.
  const response = await recording.run(statements, async () => await ctx.app.inject({ url }));
  expect([200, 404], `${url}: ${response.body}`).toContain(response.statusCode);
  if (response.statusCode === 200) expect(response.headers[CACHE_STATUS_HEADER], url).toBe('miss');
  return statements;
}

type PlanNode = { 'Relation Name'?: string; Plans?: PlanNode[] };

/** Every table PostgreSQL's plan for `statement` reads: subqueries, views and index-only scans included. */
async function tablesReadBy({ text, params }: Statement): Promise<string[]> {
  const client = (
    ctx.db as unknown as {
      $client: {
        query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
      };
    }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const [plan] = rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }];
  const tables: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) tables.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(plan.Plan);
  return tables;
}

/**
 * The tables a statement names after FROM or JOIN. The plan alone would miss
 * a read the planner drops because it cannot change this request's rows (a
 * condition false for these values), which other values may not drop.
 */
function tablesNamedIn(text: string, tables: ReadonlySet<string>): string[] {
  const named = text.matchAll(/\b(?:from|join)\s+(?:lateral\s+)?(?:"?public"?\.)?"?(\w+)"?/gi);
  return [...named].map((match) => match[1]!).filter((name) => tables.has(name));
}

/** The tables and views of the database, by name. */
async function tablesOfDatabase(): Promise<Set<string>> {
  const result = (await ctx.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public'`)) as unknown as { rows: { name: string }[] };
  return new Set(result.rows.map((row) => row.name));
}

/** A query, which has a plan; a transaction's begin or commit, or a setting, has none and reads nothing. */
const reads = ({ text }: Statement) => /^[\s(]*(select|with)\b/i.test(text);
const bookkeeping = ({ text }: Statement) =>
  /^\s*(begin|commit|rollback|savepoint|release|set)\b/i.test(text);

describe('what a cached route reads', () => {
  it('has requests here for every route marked catalogueCache', () => {
    const routes = catalogueCachedRoutes(ctx.app).map(({ method, url }) => `${method} ${url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  it("reads only its scope's watched tables and the version, on every cached route", async () => {
    const scopes = Object.fromEntries(
      catalogueCachedRoutes(ctx.app).map(({ method, url, scope }) => [`${method} ${url}`, scope]),
    );
    const tables = await tablesOfDatabase();
    const readByRoute: Record<string, string[]> = {};
    const unwatched: string[] = [];
    for (const [route, urls] of Object.entries(REQUESTS)) {
      // listing_change is written with the listing's version, in the same transaction (migration 0019).
      const allowed = new Set<string>([
        ...SCOPE_WATCHED_TABLES[scopes[route]!],
        'catalogue_version',
        ...(scopes[route] === 'listing' ? ['listing_change'] : []),
      ]);
      const read = new Set<string>();
      for (const url of urls()) {
        const statements = await statementsOf(url);
        expect(statements.filter(reads).length, `${url} ran no statement`).toBeGreaterThan(0);
        for (const statement of statements) {
          if (bookkeeping(statement)) continue;
          if (!reads(statement)) {
            unwatched.push(`${url} runs a statement that does not only read: ${statement.text}`);
            continue;
          }
          const planned = await tablesReadBy(statement);
          for (const table of new Set([...planned, ...tablesNamedIn(statement.text, tables)])) {
            read.add(table);
            if (!allowed.has(table))
              unwatched.push(`${url} (${scopes[route]}) reads ${table}: ${statement.text}`);
          }
        }
      }
      readByRoute[route] = [...read].sort();
    }
    expect(unwatched).toEqual([]);
    // The recording sees what it should: each route reads its own tables. The
    // hotel search index (docs/decisions/0031) reads the listing on the first
    // list's request, and a dated search the sold-out nights of its stay.
    expect(readByRoute['GET /api/v1/hotels']).toEqual(
      expect.arrayContaining(['catalogue_version', 'hotel', 'room']),
    );
    expect(readByRoute['GET /api/v1/hotels/search']).toEqual(
      expect.arrayContaining(['catalogue_version', 'sold_out_room_night']),
    );
    expect(readByRoute['GET /api/v1/cars/allcars']).toEqual([
      'car',
      'car_booking',
      'catalogue_version',
    ]);
  });

  it('watches, in the database, exactly the tables CATALOGUE_WATCHED_TABLES names', async () => {
    // Each has a row trigger noting scopes, a deferred one counting them, and a TRUNCATE one.
    const result = (await ctx.db.execute(sql`
      select c.relname as "table", array_agg(p.proname::text order by p.proname) as functions
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname in ('count_catalogue_change', 'note_catalogue_change', 'count_catalogue_truncate')
      group by c.relname order by c.relname`)) as unknown as {
      rows: { table: string; functions: string[] }[];
    };
    expect(result.rows).toEqual(
      [...CATALOGUE_WATCHED_TABLES].sort().map((table) => ({
        table,
        functions: ['count_catalogue_change', 'count_catalogue_truncate', 'note_catalogue_change'],
      })),
    );
    // Every table a scope watches is watched.
    expect(new Set(Object.values(SCOPE_WATCHED_TABLES).flat())).toEqual(
      new Set(CATALOGUE_WATCHED_TABLES),
    );
  });
});
