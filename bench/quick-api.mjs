#!/usr/bin/env node
// A quick side-by-side: Waka's hot read calls against a hello-world Fastify
// measured in the same run, with autocannon. Usage:
//   node bench/quick-api.mjs [--seconds 10] [--connections 64]
// Starts Waka on a fresh, seeded PGlite folder (or DATABASE_URL when set).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '64' } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');

async function helloWorld() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}/`, close: () => app.close() };
}

async function waka() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, close: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

const addDays = (days) => new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

const hello = await helloWorld();
const server = await waka();
const hotels = await (await fetch(`${server.base}/api/v1/hotels`)).json();
const destinations = ['lagos', 'abuja', 'port', 'kano', 'ibadan', 'calabar', 'enugu', 'ikoyi'];
const searches = destinations.flatMap((q, i) => [3, 10, 30].map((d) => `/api/v1/hotels/search?q=${q}&checkIn=${addDays(d + i)}&checkOut=${addDays(d + i + 2)}`));
const roomPages = hotels.slice(0, 12).map((h, i) => `/api/v1/rooms/hotel/${h.hotelId}?checkIn=${addDays(5 + i)}&checkOut=${addDays(8 + i)}`);

const rows = [];

const helloResult = await new Promise((resolve, reject) =>
  autocannon({ url: hello.url, connections, duration }, (e, r) => (e ? reject(e) : resolve(r))),
);
rows.push({ name: 'hello-world Fastify', rps: helloResult.requests.average, p50: helloResult.latency.p50, p99: helloResult.latency.p99, errors: helloResult.errors + helloResult.non2xx });

for (const [name, paths] of [
  ['search with dates', searches],
  ["a hotel's rooms with units left", roomPages],
]) {
  let i = 0;
  const result = await new Promise((resolve, reject) =>
    autocannon(
      { url: server.base, connections, duration, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
  rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
}

const baseline = rows[0].rps;
console.log(`\n${connections} connections, ${duration} s each, engine ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores\n`);
console.log('| call | req/s | p50 ms | p99 ms | errors | vs hello-world |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${((100 * r.rps) / baseline).toFixed(1)} % |`);
await hello.close();
server.close();
process.exit(0);
