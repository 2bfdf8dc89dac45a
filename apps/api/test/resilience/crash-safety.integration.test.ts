import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import {
  adminUrl,
  createDatabaseFromTemplate,
  databaseName,
  dropDatabase,
} from '../support/postgres-databases';
import { testEngine } from '../support/test-app';
import { bookableRooms, oneNightBooking } from './crash-bookings';
import { startServer, type ServerProcess } from './server-process';

/*
 * Crash safety (docs/product.md#security), on the real server process and
 * this run's engine (PostgreSQL, or the embedded PGlite folder): killed with
 * SIGKILL in the middle of a booking load, then started again, every booking
 * it acknowledged (201) is there and no room type is booked past its quantity
 * on any night. SIGTERM lets a request in flight finish and exits 0.
 */

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-crash-'));
let env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
let target: DatabaseTarget = { engine: 'pglite', dataDir };
let removeDatabase = async () => {};

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const template = inject('postgresTemplate');
    const url = await createDatabaseFromTemplate(
      template,
      `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`,
    );
    env = { ...env, DATABASE_URL: url };
    target = { engine: 'postgres', url };
    removeDatabase = () => dropDatabase(adminUrl(template), databaseName(url));
  }
});
afterAll(async () => {
  await removeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Acknowledged = { reference: string; email: string };

const BOOKINGS = 240;
const KILL_AFTER = 30;
const WORKERS = 12;

/** Booking requests over a few hotels and only 2 nights: many compete for the same units. */
async function bookingRequests(server: ServerProcess) {
  const picks = await bookableRooms(server, 4);
  expect(picks.length).toBeGreaterThan(3);
  return Array.from({ length: BOOKINGS }, (_, i) => {
    const email = `crash.guest${i}@example.ng`;
    const checkIn = addDays(lagosToday(), 260 + (i % 2));
    const guest = { firstName: 'Crash', lastName: 'Guest', email };
    return { email, body: oneNightBooking(picks[i % picks.length]!, checkIn, guest) };
  });
}

/** Room types booked past their quantity on some night: must be none. */
async function overbookedNights(): Promise<number> {
  const database = await openDatabase(target);
  try {
    const result = await database.db.execute(sql`
      select count(*)::int as n from (
        select b.room_id, b.night
        from booked_room_night b join room r on r.id = b.room_id
        group by b.room_id, b.night, r.room_quantity
        having sum(b.quantity) > r.room_quantity
      ) over_quantity`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return rows[0]!.n;
  } finally {
    await database.close();
  }
}

describe(`crash safety on ${testEngine}`, () => {
  it(
    'after SIGKILL under booking load, every acknowledged booking is there and no night is overbooked',
    { timeout: 240_000 },
    async () => {
      const first = await startServer(env);
      const requests = await bookingRequests(first);
      const acknowledged: Acknowledged[] = [];
      let refused = 0;
      let killed = false;
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const { body, email } = requests[next++]!;
          try {
            const response = await fetch(`${first.base}/api/v1/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify(body),
            });
            const answer = (await response.json()) as { reference?: string };
            if (response.status === 201) acknowledged.push({ reference: answer.reference!, email });
            else refused += 1;
          } catch {
            // The server is gone: this request was never acknowledged.
          }
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      expect(killed, first.output()).toBe(true);
      expect(await first.exited).toBeNull();

      const second = await startServer(env);
      let found = 0;
      for (const { reference, email } of acknowledged) {
        const response = await fetch(
          `${second.base}/api/v1/bookings/${reference}?email=${encodeURIComponent(email)}`,
        );
        if (response.status === 200) found += 1;
      }
      console.log(
        `crash safety (${testEngine}): ${acknowledged.length} bookings acknowledged before SIGKILL, ` +
          `${found} found after restart; ${refused} refused (sold out) before it`,
      );
      expect(found).toBe(acknowledged.length);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(await overbookedNights()).toBe(0);
    },
  );

  it('SIGTERM lets a request in flight finish, then exits 0', { timeout: 120_000 }, async () => {
    const server = await startServer(env);
    const body = JSON.stringify({ email: 'in.flight@example.ng' });
    // Half the body is sent, then SIGTERM, then the rest: the request is
    // certainly in flight while the server shuts down.
    const answer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${server.base}/api/v1/newsletter`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 300);
    });
    expect(await answer).toMatchObject({ status: 201 });
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/unexpected error/);
  });
});
