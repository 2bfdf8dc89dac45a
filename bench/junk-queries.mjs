#!/usr/bin/env node
// The server's resident memory before and after many requests to the
// cached catalogue routes carrying junk on the query string (a parameter no
// route reads, different in every request), beside a baseline run of the
// same requests without it. Each run has a fresh server on a fresh
// PostgreSQL database with the demo seed (dropped after), or a fresh PGlite
// folder with --engine pglite: start, ask each URL once, idle, read RSS,
// send the requests, idle, read RSS again. Decision 0020.
//
//   node --import tsx bench/junk-queries.mjs [--requests 55000] [--junk-bytes 15000]
//     [--connections 32] [--engine postgres|pglite] [--server-root /tmp/waka-before]
// --server-root runs another checkout (a git worktree of an older commit).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDatabase, dropDatabase, newDatabaseName } from './lib/bench-databases.mjs';
import { loadAverage } from './lib/machine-load.mjs';
import { ROOT, startWaka } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '55000' },
    'junk-bytes': { type: 'string', default: '15000' },
    connections: { type: 'string', default: '32' },
    'server-root': { type: 'string', default: ROOT },
    'idle-seconds': { type: 'string', default: '3' },
    engine: { type: 'string', default: 'postgres' },
  },
});
const requests = Number(values.requests);
const junkBytes = Number(values['junk-bytes']);
const connections = Number(values.connections);
const idleMs = Number(values['idle-seconds']) * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
// Stay dates as Lagos sees them (UTC+1, no daylight saving).
const addDays = (days) =>
  new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

/** Every cached route: searches, rooms with units left, a hotel, the car listing, a car. */
async function cachedUrls(url) {
  const hotels = await (await fetch(`${url}/api/v1/hotels`)).json();
  const cars = await (await fetch(`${url}/api/v1/cars/allcars?page=1&pageSize=12`)).json();
  const stay = (n) => `checkIn=${addDays(5 + n)}&checkOut=${addDays(7 + n)}`;
  return [
    ...['lagos', 'abuja', 'port', 'kano'].map(
      (q, n) => `/api/v1/hotels/search?q=${q}&${stay(n)}&page=1&pageSize=24`,
    ),
    ...hotels.slice(0, 6).map((hotel, n) => `/api/v1/rooms/hotel/${hotel.hotelId}?${stay(n)}`),
    ...hotels.slice(0, 2).map((hotel) => `/api/v1/hotels/${hotel.hotelId}?`),
    '/api/v1/hotels?page=1&pageSize=24',
    '/api/v1/cars/allcars?page=1&pageSize=12',
    ...cars.slice(0, 2).map((car) => `/api/v1/cars/${car.id ?? car.carId}?`),
  ];
}

function send(url, nextPath) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections,
        amount: requests,
        timeout: 30,
        requests: [
          { setupRequest: (request) => ({ ...request, method: 'GET', path: nextPath() }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function run(name, withJunk) {
  const database = values.engine === 'postgres' ? newDatabaseName('junk') : undefined;
  const databaseUrl = database ? await createDatabase(database) : undefined;
  const waka = await startWaka({ seedDemo: true, databaseUrl, root: values['server-root'] }).catch(
    async (error) => {
      if (database) await dropDatabase(database);
      throw error;
    },
  );
  try {
    const urls = await cachedUrls(waka.url);
    for (const path of urls) {
      const response = await fetch(`${waka.url}${path}`);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    }
    await sleep(idleMs);
    const before = rssMb(waka.pid);
    const padding = 'x'.repeat(junkBytes);
    let n = 0;
    const nextPath = () => {
      const path = urls[n % urls.length];
      const glue = path.endsWith('?') ? '' : '&';
      const junk = withJunk ? `${glue}utm_${n.toString(36)}=${n.toString(36)}${padding}` : '';
      n += 1;
      return `${path}${junk}`;
    };
    const load = loadAverage().one;
    const result = await send(waka.url, nextPath);
    await sleep(idleMs);
    const after = rssMb(waka.pid);
    return {
      name,
      requests: result.requests.total,
      reqPerSecond: result.requests.average,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      before,
      after,
      load,
    };
  } finally {
    await waka.stop();
    if (database) await dropDatabase(database);
  }
}

const rows = [
  await run('baseline: no junk', false),
  await run(`junk: ${junkBytes.toLocaleString('en')} bytes, different each request`, true),
];
const engine = values.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(
  `\n${requests.toLocaleString('en')} requests per run over the cached routes, ${connections} connections, ` +
    `${engine} with the demo seed, ${os.cpus().length} cores, server ${values['server-root']}\n`,
);
console.log(
  '| run | requests | req/s | non-2xx | errors | RSS before | RSS after | growth | load |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.requests.toLocaleString('en')} | ${Math.round(row.reqPerSecond).toLocaleString('en')} | ` +
      `${row.non2xx} | ${row.errors} | ${row.before.toFixed(0)} MB | ${row.after.toFixed(0)} MB | ` +
      `${(row.after - row.before).toFixed(0)} MB | ${row.load} |`,
  );
}
