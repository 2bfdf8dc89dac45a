import pg from 'pg';
import { beforeAll, expect } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { readCatalogueVersions } from '../../src/lib/catalogue-cache/catalogue-version-repository';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

/*
 * The app the catalogue-cache tests share (a pool of 12, so that parallel
 * requests really run side by side), an owner for their listings, and writes
 * made around the app. A file calls useCatalogueApp() once at its top.
 */
export let ctx: TestContext;
export let ownerId: string;

export function useCatalogueApp() {
  beforeAll(async () => {
    ctx = await createTestApp({ poolSize: 12 });
    ownerId = (await createUser(ctx.db)).id;
  });
}

export const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers });

export const roomsUrl = (hotelId: string, stay: { checkIn: string; checkOut: string }) =>
  `/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;

export const unitsLeft = async (hotelId: string, stay: { checkIn: string; checkOut: string }) => {
  const response = await get(roomsUrl(hotelId, stay));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unitsLeft: number }[])[0]!.unitsLeft;
};

/** A hotel named `name` in each town, each with one room type of `units` units. */
export async function hotelsIn(name: string, towns: string[], units: number) {
  for (const town of towns) {
    const hotel = await createHotel(ctx.db, ownerId, { hotelName: `${name} ${town}`, city: town });
    await createRoom(ctx.db, hotel.id, { roomQuantity: units });
  }
}

/** A connection of its own to the test database, as another server or psql has (PostgreSQL). */
export async function onAnotherConnection<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ctx.url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A write as another server (or psql) would make it: not through this app. */
export async function writeElsewhere(statement: string, values: unknown[]) {
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
export async function queriesWaitingOnALock(): Promise<number> {
  const result = await onAnotherConnection((client) =>
    client.query(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    ),
  );
  return result.rows[0].waiting as number;
}

export async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One scope's version as the cache reads it (docs/decisions/0028). */
export async function versionOf(scope: string) {
  return (await readCatalogueVersions(ctx.db, [scope])).get(scope)!;
}
