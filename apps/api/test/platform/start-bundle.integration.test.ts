import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZBooking } from '@waka/shared/bookings/create-booking';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { isRoomAvailable, ZRoomList } from '@waka/shared/rooms/room';
import { nairaToKobo } from '@waka/shared/money';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { freePort } from '../resilience/server-process';
import { adminUrl, createDatabaseFromTemplate, dropDatabase } from '../support/postgres-databases';
import { testEngine } from '../support/test-app';

/*
 * `npm start` runs the API from the bundle scripts/build-api.mjs makes
 * (bench/README.md#start-up), not from these sources: this proves the bundle
 * serves as they do, above all what finds files beside the sources
 * (migrations, demo images, receipt fonts) and what loads on first use
 * (pdfkit, better-auth's minimal entry). Once per engine: on a PGlite folder,
 * and in the PostgreSQL suite on a fresh database made from the run's
 * template, as `DATABASE_URL` does.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTUP_MS = 180_000;

let base: string;
let stop: () => Promise<void>;
let output = '';
const folders: string[] = [];
let dropOwnDatabase: (() => Promise<void>) | undefined;

/** '' for the PGlite folder; a new database of this run for the PostgreSQL suite. */
async function databaseUrl(): Promise<string> {
  if (testEngine !== 'postgres') return '';
  const template = inject('postgresTemplate');
  const name = `waka_t_${inject('runId')}_start_${randomUUID().slice(0, 8)}`;
  const url = await createDatabaseFromTemplate(template, name);
  dropOwnDatabase = () => dropDatabase(adminUrl(template), name);
  return url;
}

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-start-bundle-'));
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-start-web-'));
  folders.push(dataDir, webDist);
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Waka test build</title>',
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: await databaseUrl(),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + STARTUP_MS - 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not answer /api/health:\n${output}`);
}, STARTUP_MS);

afterAll(async () => {
  await stop?.();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  await dropOwnDatabase?.();
});

describe('npm start, from the API bundle', () => {
  it('has migrated the database and serves the web build and the demo images', async () => {
    const health = (await (await fetch(`${base}/api/health`)).json()) as Record<string, string>;
    expect(health).toMatchObject({ status: 'ok', engine: testEngine });
    expect(health.migration).toMatch(/^\d{4}_/);
    expect(await (await fetch(`${base}/`)).text()).toContain('Waka test build');
    const image = await fetch(`${base}/media/demo/placeholder.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('describes the API and signs a person up', async () => {
    const docs = (await (await fetch(`${base}/api/docs/json`)).json()) as { openapi: string };
    expect(docs.openapi).toMatch(/^3\./);
    const signUp = await fetch(`${base}/api/v1/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Ada Obi',
        email: 'ada.bundle@example.ng',
        password: 'correct horse battery',
        role: 'customer',
      }),
    });
    expect(signUp.status).toBe(200);
    // A sign-up answers no session (docs/decisions/0018): the cookie comes with the sign-in.
    const signIn = await fetch(`${base}/api/v1/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'ada.bundle@example.ng', password: 'correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/session_token=/);
  });

  it('books a seeded hotel and gives the receipt as a PDF', async () => {
    const hotels = ZHotelList.parse(await (await fetch(`${base}/api/v1/hotels`)).json());
    expect(hotels.length).toBeGreaterThan(0);
    const hotelId = hotels[0]!.hotelId;
    const stay = stayFrom(30, 2);
    const rooms = ZRoomList.parse(
      await (
        await fetch(
          `${base}/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
        )
      ).json(),
    );
    const room = rooms.find(isRoomAvailable)!;
    const request = bookingRequest(
      hotelId,
      [
        {
          room: {
            id: room.roomId,
            roomType: room.roomType,
            roomPriceKobo: nairaToKobo(room.roomPrice),
          },
          quantity: 1,
        },
      ],
      stay,
    );
    const booked = await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(request),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = ZBooking.parse(await booked.json());
    const pdf = await fetch(
      `${base}/api/v1/bookings/${reference}/receipt.pdf?email=${request.customer.email}`,
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
