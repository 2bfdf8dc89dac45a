import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import {
  adminUrl,
  createDatabaseFromTemplate,
  databaseName,
  dropDatabase,
} from '../support/postgres-databases';
import { duplicatesByMessageId, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { testEngine } from '../support/test-app';
import { bookableRooms, oneNightBooking, type BookableRoom } from '../resilience/crash-bookings';
import { startServer, type ServerProcess } from '../resilience/server-process';

/*
 * Three real API processes on one PostgreSQL database, as `npm start` runs
 * one per core (docs/decisions/0029-every-core-and-shared-limits.md), each on
 * a port of its own so the test chooses which one answers, sharing one
 * DATA_DIR and no BETTER_AUTH_SECRET, with a real SMTP server catching mail.
 * PGlite runs one process only: this file runs on PostgreSQL.
 */

const WRITES_PER_MINUTE = 6;
const AUTH_ATTEMPTS_PER_MINUTE = 4;

let servers: ServerProcess[] = [];
let smtp: SmtpCatcher;
let databaseUrl = '';
let dataDir = '';
let removeDatabase = async () => {};

describe.runIf(testEngine === 'postgres')('three API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    smtp = await startSmtpCatcher({ delayMs: 20 });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-three-'));
    const template = inject('postgresTemplate');
    databaseUrl = await createDatabaseFromTemplate(
      template,
      `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`,
    );
    removeDatabase = () => dropDatabase(adminUrl(template), databaseName(databaseUrl));
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Waka <bookings@waka.test>',
      // All three start at once on a database with no demo yet: one seeds it.
      SEED_DEMO: 'true',
      WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      AUTH_ATTEMPTS_PER_MINUTE: String(AUTH_ATTEMPTS_PER_MINUTE),
      // Each limit test calls from an address of its own (X-Forwarded-For), as through a proxy.
      TRUST_PROXY: 'true',
    };
    servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await smtp?.close();
    // DROP DATABASE waits for a checkpoint, which a busy machine can make slow.
    await removeDatabase();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('seeds the demo once though all three started on an empty database', async () => {
    const hotels = await Promise.all(servers.map((s) => getJson<unknown[]>(s, '/api/v1/hotels')));
    expect(hotels[0]!.length).toBeGreaterThan(0);
    expect(hotels[1]).toEqual(hotels[0]);
    expect(hotels[2]).toEqual(hotels[0]);
  });

  it('holds a write limit across the three: calls round-robin, the limit+1-th is 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) {
      const response = await fetch(`${servers[i % 3]!.base}/api/v1/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
        body: JSON.stringify({ email: `limit${i}@example.ng` }),
      });
      answers.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers).toEqual([...Array(WRITES_PER_MINUTE).fill(201), 429]);
  });

  it("holds the sign-in family's limit across the three", async () => {
    const answers: number[] = [];
    for (let i = 0; i <= AUTH_ATTEMPTS_PER_MINUTE; i++) {
      const server = servers[i % 3]!;
      const response = await fetch(`${server.base}/api/v1/auth/request-password-reset`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.base,
          'x-forwarded-for': '203.0.113.2',
        },
        body: JSON.stringify({ email: 'nobody@example.ng' }),
      });
      answers.push(response.status);
    }
    expect(answers).toEqual([...Array(AUTH_ATTEMPTS_PER_MINUTE).fill(200), 429]);
  });

  it("shows a booking through one in the other two's rooms answers at once", async () => {
    const [pick] = await bookableRooms(servers[0]!, 1);
    const checkIn = addDays(lagosToday(), 40);
    const unitsLeft = async (server: ServerProcess) => {
      const rooms = await getJson<{ roomId: string; unitsLeft: number }[]>(
        server,
        `/api/v1/rooms/hotel/${pick!.hotelId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`,
      );
      return rooms.find((r) => r.roomId === pick!.room.roomId)!.unitsLeft;
    };
    // Asked twice each, so every process keeps its answer before the booking.
    const before = await Promise.all(servers.map(unitsLeft));
    expect(await Promise.all(servers.map(unitsLeft))).toEqual(before);

    await book(servers[0]!, pick!, checkIn, 'seen.guest@example.ng');

    expect(await unitsLeft(servers[1]!)).toBe(before[1]! - 1);
    expect(await unitsLeft(servers[2]!)).toBe(before[2]! - 1);
    expect(await unitsLeft(servers[0]!)).toBe(before[0]! - 1);
  });

  it("shows another process's edit, and a sell-out through one, in every process's search at once", async () => {
    // A hotel and dates no other test here books (they take the first three hotels).
    const pick = (await bookableRooms(servers[0]!, 5))[4];
    const checkIn = addDays(lagosToday(), 80);
    const { hotelName } = await getJson<{ hotelName: string }>(
      servers[0]!,
      `/api/v1/hotels/${pick!.hotelId}`,
    );
    const search = `/api/v1/hotels/search?q=${encodeURIComponent(hotelName)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`;
    const shown = async (server: ServerProcess) => {
      const found = await getJson<{ hotelId: string; hotelName: string }[]>(server, search);
      return found.find((hotel) => hotel.hotelId === pick!.hotelId)?.hotelName ?? 'not listed';
    };
    // Asked twice each: every process's search index holds the hotel, and its answer is kept.
    await Promise.all(servers.map(shown));
    expect(await Promise.all(servers.map(shown))).toEqual([hotelName, hotelName, hotelName]);

    // Another process (this test's own connection) renames the hotel and
    // leaves one unit of one room type on sale: a change of the listing.
    await runSql(`update hotel set hotel_name = hotel_name || ' Renamed' where id = $1`, [
      pick!.hotelId,
    ]);
    await runSql(
      `update room set room_status = (id = $1),
         room_quantity = case when id = $1 then 1 else room_quantity end
       where hotel_id = $2`,
      [pick!.room.roomId, pick!.hotelId],
    );
    const renamed = `${hotelName} Renamed`;
    expect(await Promise.all(servers.map(shown))).toEqual([renamed, renamed, renamed]);

    // Booking that unit through one sells the night out: no process lists the hotel for it.
    await book(servers[0]!, pick!, checkIn, 'last.unit@example.ng');
    expect(await Promise.all(servers.map(shown))).toEqual([
      'not listed',
      'not listed',
      'not listed',
    ]);
  });

  it('sends each booking mail once though three drainers run', async () => {
    const picks = await bookableRooms(servers[0]!, 3);
    const guests = [0, 1, 2, 3, 4, 5].map((i) => `once.guest${i}@example.ng`);
    // Two bookings through each process at once, so all three drainers have mail to send.
    await Promise.all(
      guests.map((guest, i) =>
        book(servers[i % 3]!, picks[i % picks.length]!, addDays(lagosToday(), 50 + i), guest),
      ),
    );
    await until(() => guests.every((g) => mailTo(g).length > 0), 30_000);
    await until(async () => (await unsentMail()) === 0, 30_000);
    // Long enough for a second copy from another drainer to land, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const guest of guests) expect(mailTo(guest), guest).toHaveLength(1);
    expect(duplicatesByMessageId(smtp.caught)).toBe(0);
  });

  it('keeps a session made on one valid on the other two', async () => {
    const email = `three-${randomUUID().slice(0, 8)}@example.ng`;
    const password = 'correct horse battery';
    const [first] = servers;
    const send = (route: string, body: object) =>
      fetch(`${first!.base}/api/v1/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first!.base },
        body: JSON.stringify(body),
      });
    expect((await send('sign-up/email', { name: 'Three Processes', email, password })).status).toBe(
      200,
    );
    const signedIn = await send('sign-in/email', { email, password });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const server of servers) {
      const me = await fetch(`${server.base}/api/v1/accounts/me`, { headers: { cookie } });
      expect(me.status, server.base).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
  });
});

async function getJson<T>(server: ServerProcess, route: string): Promise<T> {
  const response = await fetch(`${server.base}${route}`);
  expect(response.status, route).toBe(200);
  return (await response.json()) as T;
}

let bookingsMade = 0;

async function book(server: ServerProcess, pick: BookableRoom, checkIn: string, email: string) {
  const response = await fetch(`${server.base}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      // A guest of their own address each: the write limit has its own test.
      'x-forwarded-for': `198.51.100.${++bookingsMade}`,
    },
    body: JSON.stringify(
      oneNightBooking(pick, checkIn, { firstName: 'Three', lastName: 'Process', email }),
    ),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const mailTo = (address: string) => smtp.caught.filter((m) => m.accepted && m.to.includes(address));

/** One statement on a connection of this test's own: a write by another process than the three. */
async function runSql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function unsentMail(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where sent_at is null',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function until(done: () => boolean | Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, as `npm start`'s primary stops its servers; SIGKILL if one hangs. */
async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
  ]);
  if (!stopped) server.child.kill('SIGKILL');
}
