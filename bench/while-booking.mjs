#!/usr/bin/env node
// Search at the limit while bookings land (bench/README.md#search-while-bookings-land):
// thousands of distinct dated searches, and as many questions for a hotel's
// rooms, each asked once before measuring; then each measured read-only and
// while bookings land at a steady rate inside the searched dates, for each
// catalogue cache size asked, beside a hello-world Fastify server in the
// same run. Prints a Markdown table and writes bench/results/<date>-<size>-while-booking.json and .md.
//
//   npm run bench:while-booking -- [--size 10k] [--database newest|waka_bench_10k_…]
//       [--cache-mb 0,32,512] [--index on,off] [--searches 3000] [--bookings-per-second 2]
//       [--connections 64] [--seconds 10] [--warmup 2] [--only search,rooms]
//       [--server-root /path/to/another/checkout] [--keep] [--wait-minutes 20]
// Without --database it loads a fresh dataset of --size and drops it after.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { lagosToday } from '@waka/shared/dates';
import { dropDatabase } from './lib/bench-databases.mjs';
import {
  benchDataset,
  DATASET_AND_LOAD_OPTIONS,
  sizeOfDatabase,
  writeResults,
} from './lib/bench-dataset.mjs';
import { waitForQuietMachine } from './lib/machine-load.mjs';
import { measure } from './lib/measure.mjs';
import { markdownTable } from './lib/report.mjs';
import { startHelloWorld, startWaka } from './lib/servers.mjs';
import { waitForIdleDatabase } from './lib/wait-for-idle-database.mjs';
import { warmPass } from './lib/warm-pass.mjs';
import { drawInputs } from './scenarios/draw-inputs.mjs';
import {
  distinctRoomQuestions,
  distinctSearches,
  inTurn,
  steadyBookings,
} from './scenarios/while-booking.mjs';

const { values } = parseArgs({
  options: {
    ...DATASET_AND_LOAD_OPTIONS,
    'cache-mb': { type: 'string', default: '0,32,512' },
    // The hotel search index (docs/decisions/0031), on and/or off, for each cache size.
    index: { type: 'string', default: 'on' },
    searches: { type: 'string', default: '3000' },
    'bookings-per-second': { type: 'string', default: '2' },
    only: { type: 'string', default: 'search,rooms' },
  },
});
const today = lagosToday();
const questions = Number(values.searches);
const perSecond = Number(values['bookings-per-second']);
const wanted = new Set(values.only.split(','));
const common = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  warmupSeconds: Number(values.warmup),
  timeoutSeconds: Number(values.timeout),
};

/** One scenario measured read-only, then while bookings land; both rows. */
async function readOnlyAndWhileBooking(waka, label, paths, inputs) {
  const rows = [];
  for (const booking of [false, true]) {
    await waitForIdleDatabase(waka.databaseUrl);
    const bookings = booking ? steadyBookings(waka.url, inputs, today, perSecond) : undefined;
    const row = await measure({
      name: `${label}, ${booking ? `while ${perSecond} bookings a second land` : 'read-only'}`,
      url: waka.url,
      nextRequest: inTurn(paths),
      countHeader: 'waka-cache',
      ...common,
    });
    if (bookings) {
      row.bookings = await bookings.stop();
      row.name += ` (bookings ${Object.entries(row.bookings)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ')})`;
    }
    console.log(
      `  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms, ${JSON.stringify(row['waka-cache'])}`,
    );
    rows.push(row);
  }
  return rows;
}

const data = await benchDataset(values);
const stops = [];
try {
  const inputs = await drawInputs(data.url, { seed: Number(values.seed) });
  const searches = distinctSearches(inputs, today, questions);
  const roomQuestions = distinctRoomQuestions(inputs, today, questions);
  const hello = await startHelloWorld();
  stops.push(hello.stop);
  const machine = await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
  const helloRequest = () => ({ method: 'GET', path: '/' });
  const helloRow = (when) =>
    measure({
      name: `hello-world Fastify (${when})`,
      url: hello.url,
      nextRequest: helloRequest,
      ...common,
    });
  const helloBefore = await helloRow('before');
  const rows = [];
  const setups = values['cache-mb']
    .split(',')
    .flatMap((cacheMb) => values.index.split(',').map((index) => ({ cacheMb, index })));
  for (const { cacheMb, index } of setups) {
    const waka = await startWaka({
      databaseUrl: data.url,
      root: values['server-root'],
      env: { CATALOGUE_CACHE_MB: cacheMb, HOTEL_SEARCH_INDEX: index },
    });
    waka.databaseUrl = data.url;
    try {
      const setup = `cache ${cacheMb} MB, index ${index}`;
      console.log(`\nCatalogue ${setup}`);
      for (const [key, label, paths] of [
        ['search', `search, ${setup}`, searches],
        ['rooms', `a hotel's rooms, ${setup}`, roomQuestions],
      ]) {
        // The rooms answer does not read the search index: measured once per cache size.
        if (!wanted.has(key) || (key === 'rooms' && index !== values.index.split(',')[0])) continue;
        const seconds = await warmPass(waka.url, inTurn(paths), { count: paths.length });
        console.log(
          `  asked each of ${paths.length} ${key} questions once in ${seconds.toFixed(1)} s`,
        );
        rows.push(...(await readOnlyAndWhileBooking(waka, label, paths, inputs)));
      }
    } finally {
      await waka.stop();
    }
  }
  const helloAfter = await helloRow('after');
  const baseline = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
  const table = markdownTable([helloBefore, ...rows, helloAfter], baseline);
  const size = sizeOfDatabase(data.name, values.size);
  const result = {
    date: new Date().toISOString(),
    size,
    database: data.name,
    machine: { cpus: os.cpus().length, node: process.version, loadAtStart: machine },
    questions,
    bookingsPerSecond: perSecond,
    ...common,
    serverRoot: values['server-root'] ?? 'this checkout',
    baselineRequestsPerSecond: baseline,
    hello: [helloBefore, helloAfter],
    scenarios: rows.map((row) => ({ ...row, ratioToHelloWorld: row.requestsPerSecond / baseline })),
  };
  console.log(
    `\n${size} dataset, load at start ${machine.one}${machine.quiet ? '' : ' (NOISY)'}\n`,
  );
  console.log(table);
  writeResults(result, table, `${size}-while-booking`);
} finally {
  for (const stop of stops.reverse()) await stop();
  if (data.fresh && !values.keep) {
    await dropDatabase(data.name);
    console.log(`Dropped ${data.name}`);
  }
}
