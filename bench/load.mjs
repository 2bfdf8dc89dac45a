#!/usr/bin/env node
// The load scenarios (bench/README.md#targets) against Waka on PostgreSQL, each beside a
// hello-world Fastify server measured in the same run (before and after the
// scenarios; the ratio uses their mean). Prints a Markdown table and writes
// bench/results/<date>-<size>.json and .md.
//
//   npm run bench:load -- [--size 10k] [--database waka_bench_10k_…|newest]
//                         [--connections 64] [--seconds 10] [--warmup 2] [--timeout 10]
//                         [--only search,rooms,cars,book,contended] [--keep] [--wait-minutes 20]
//                         [--server-root /path/to/another/checkout] [--cache-mb 32]
//                         [--accept-encoding "gzip, deflate, br, zstd"]   (as a browser asks)
//                         [--warm-pass]
// With --warm-pass each cached scenario (search, rooms, cars) first asks every
// one of its requests once, so it is measured in its steady state, every
// answer kept; without it, the first askings the 2 s warm-up did not reach
// fall in the measured window (how many depends on the machine's speed).
// Without --database it loads a fresh dataset of --size and drops it after.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, lagosToday } from '@waka/shared/dates';
import { dropDatabase } from './lib/bench-databases.mjs';
import {
  benchDataset,
  DATASET_AND_LOAD_OPTIONS,
  sizeOfDatabase,
  writeResults,
} from './lib/bench-dataset.mjs';
import { waitForQuietMachine } from './lib/machine-load.mjs';
import { waitForIdleDatabase } from './lib/wait-for-idle-database.mjs';
import { measure } from './lib/measure.mjs';
import { warmPass } from './lib/warm-pass.mjs';
import { markdownTable } from './lib/report.mjs';
import { startHelloWorld, startWaka } from './lib/servers.mjs';
import { drawInputs } from './scenarios/draw-inputs.mjs';
import {
  bookingContended,
  bookingUncontended,
  carListing,
  hotelRoomsWithUnitsLeft,
  searchWithDates,
} from './scenarios/scenarios.mjs';

const { values } = parseArgs({
  options: {
    ...DATASET_AND_LOAD_OPTIONS,
    only: { type: 'string', default: 'search,rooms,cars,book,contended' },
    // Waka's catalogue cache, in MB (CATALOGUE_CACHE_MB); 0 measures every answer built from the database.
    'cache-mb': { type: 'string' },
    // Sent with every request, as a browser does (e.g. "gzip, deflate, br, zstd"); none unless given.
    'accept-encoding': { type: 'string' },
    'warm-pass': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const wanted = new Set(values.only.split(','));
const today = lagosToday();
const scarceNight = addDays(today, 400);

const SCENARIOS = [
  ['search', 'hotel search with dates', (inputs) => searchWithDates(inputs, today)],
  ['rooms', "a hotel's rooms with units left", (inputs) => hotelRoomsWithUnitsLeft(inputs, today)],
  ['cars', 'car listing (pages, filters)', (inputs) => carListing(inputs)],
  // Bookings write; they run after the reads so the reads see the dataset as loaded.
  ['book', 'booking, uncontended (distinct rooms)', (inputs) => bookingUncontended(inputs, today)],
  [
    'contended',
    'booking, contended (one 2-unit room type)',
    (inputs) => bookingContended(inputs, scarceNight),
  ],
];

/** The scenarios whose answers Waka's catalogue cache may keep: their hits and misses are counted. */
const CACHED = new Set(['search', 'rooms', 'cars']);

const data = await benchDataset(values);
const stops = [];
try {
  const inputs = await drawInputs(data.url, { seed: Number(values.seed), scarceNight });
  const hello = await startHelloWorld();
  stops.push(hello.stop);
  const cacheEnv =
    values['cache-mb'] === undefined ? {} : { CATALOGUE_CACHE_MB: values['cache-mb'] };
  const waka = await startWaka({
    databaseUrl: data.url,
    root: values['server-root'],
    env: cacheEnv,
  });
  stops.push(waka.stop);

  const machine = await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
  console.log(
    `\nMeasuring ${connections} connections, ${seconds} s each (after ${warmupSeconds} s warm-up); 1-minute load ${machine.one}`,
  );
  const helloRequest = () => ({ method: 'GET', path: '/' });
  const headers = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
  const common = {
    connections,
    seconds,
    warmupSeconds,
    timeoutSeconds: Number(values.timeout),
    headers,
  };
  const helloBefore = await measure({
    name: 'hello-world Fastify (before)',
    url: hello.url,
    nextRequest: helloRequest,
    ...common,
  });
  const rows = [];
  for (const [key, name, makeRequests] of SCENARIOS) {
    if (!wanted.has(key)) continue;
    if (key === 'contended' && !inputs.scarceRoom)
      throw new Error('No 2-unit room type is free on the contended night');
    // The contended scenario has one winner per unit: no warm-up, or the warm-up would take the room.
    // Each scenario starts on an idle database and, as far as others allow, a quiet machine.
    if (!(await waitForIdleDatabase(data.url)))
      console.log('  (the database still had queries running from the last scenario)');
    // One generator for the warm pass and the measure: each draws its paths from the seeded source.
    const nextRequest = makeRequests(inputs);
    const warmed = values['warm-pass'] && CACHED.has(key);
    const warmPassSeconds = warmed ? await warmPass(waka.url, nextRequest, { headers }) : undefined;
    const loadNow = await waitForQuietMachine({
      minutes: Math.min(5, Number(values['wait-minutes'])),
    });
    const row = await measure({
      name: warmed ? `${name}, after a warm pass` : name,
      url: waka.url,
      nextRequest,
      ...common,
      ...(key === 'contended' ? { warmupSeconds: 0 } : {}),
      ...(CACHED.has(key) ? { countHeader: 'waka-cache' } : {}),
    });
    row.quietBefore = loadNow.quiet;
    if (warmed) row.warmPassSeconds = warmPassSeconds;
    const cache = row['waka-cache'] ? `, cache ${JSON.stringify(row['waka-cache'])}` : '';
    console.log(
      `  ${name}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${JSON.stringify(row.statusCodes)}${cache}`,
    );
    rows.push(row);
  }
  await waitForIdleDatabase(data.url);
  await waitForQuietMachine({ minutes: Math.min(5, Number(values['wait-minutes'])) });
  const helloAfter = await measure({
    name: 'hello-world Fastify (after)',
    url: hello.url,
    nextRequest: helloRequest,
    ...common,
  });
  const baseline = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
  const table = markdownTable([helloBefore, ...rows, helloAfter], baseline);

  // The size the database holds (waka_bench_<size>_…), not --size, when --database named one.
  const size = sizeOfDatabase(data.name, values.size);
  const result = {
    date: new Date().toISOString(),
    size,
    database: data.name,
    datasetLoad: data.load?.timings,
    rowsPerTable: data.load?.counts,
    engine: 'postgres',
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAtStart: machine,
    },
    connections,
    seconds,
    warmupSeconds,
    timeoutSeconds: Number(values.timeout),
    serverRoot: values['server-root'] ?? 'this checkout',
    catalogueCacheMb: values['cache-mb'] ?? 'the server default (32)',
    acceptEncoding: values['accept-encoding'] ?? 'none',
    baselineRequestsPerSecond: baseline,
    hello: [helloBefore, helloAfter],
    scenarios: rows.map((row) => ({ ...row, ratioToHelloWorld: row.requestsPerSecond / baseline })),
  };
  console.log(
    `\n${size} dataset, ${connections} connections, ${seconds} s each, load at start ${machine.one}${machine.quiet ? '' : ' (NOISY)'}\n`,
  );
  console.log(table);
  writeResults(result, table, size);
} finally {
  for (const stop of stops.reverse()) await stop();
  if (data.fresh && !values.keep) {
    await dropDatabase(data.name);
    console.log(`Dropped ${data.name}`);
  }
}
