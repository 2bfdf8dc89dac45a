#!/usr/bin/env node
// Destination suggestions and the search by place
// (docs/decisions/0030-destination-suggestions.md), with the catalogue cache
// off (CATALOGUE_CACHE_MB=0) so every answer is the database path's: at each
// size, beside hello-world in the same run,
//   - GET /destinations/suggestions for 1,000 things typed: prefixes of places
//     (weighted by their hotels), a quarter with a letter dropped, and a tenth
//     hotel-name prefixes; target p99 < 10 ms at 100k;
//   - the dated first page of a place by id (GET /hotels/search?place=), and the
//     same places as free text (q=) beside it; target p50 at the largest size
//     at most 2 × its p50 at the smallest.
//
//   node --import tsx bench/suggestions.mjs [--sizes 1k,100k] [--connections 1,64] [--seconds 10] [--reuse | --databases a,b] [--keep]
//
// With --reuse the newest bench database of each size is measured (made by
// `npm run bench:dataset`, with migration 0018); otherwise each is loaded and dropped.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, lagosToday } from '@waka/shared/dates';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import { cumulative, seededRandom } from './dataset/random.mjs';
import { loadDataset } from './dataset/load-dataset.mjs';
import { databaseUrl, dropDatabase, newestBenchDatabase } from './lib/bench-databases.mjs';
import { waitForQuietMachine } from './lib/machine-load.mjs';
import { measure } from './lib/measure.mjs';
import { startHelloWorld, startWaka } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1k,100k' },
    connections: { type: 'string', default: '1,64' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    seed: { type: 'string', default: '7' },
    reuse: { type: 'boolean', default: false },
    // One database by name for each size, in order (a load made elsewhere): --databases a,b
    databases: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'wait-minutes': { type: 'string', default: '20' },
  },
});

const COUNT = 1_000;
const today = lagosToday();
const cycle = (items) => {
  let i = 0;
  return () => ({ method: 'GET', path: items[i++ % items.length] });
};

/** Places as the suggestions table has them, and hotel names, drawn from `url`'s database. */
async function drawInputs(url, seed) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const places = (
      await client.query(
        'select id, kind, name, hotel_count from destination where hotel_count > 0 order by id',
      )
    ).rows;
    const hotelNames = (
      await client.query(
        'select hotel_name from hotel where deleted_at is null order by id limit 5000',
      )
    ).rows.map((row) => row.hotel_name);
    const random = seededRandom(seed);
    // Cities most, then local governments, then states, each weighted by its hotels (bench/scenarios/draw-inputs.mjs).
    const byKind = (kind) => {
      const list = places.filter((p) => p.kind === kind);
      return { list, weights: cumulative(list.map((p) => p.hotel_count)) };
    };
    const kinds = [byKind('city'), byKind('local-government'), byKind('state')];
    const drawPlace = () => {
      const roll = random.float();
      const { list, weights } = kinds[roll < 0.6 ? 0 : roll < 0.9 ? 1 : 2];
      return random.pickWeighted(list, weights);
    };
    const typed = Array.from({ length: COUNT }, () => {
      const roll = random.float();
      if (roll < 0.1) return random.pick(hotelNames).slice(0, random.int(3, 8));
      const name = drawPlace().name;
      const prefix = name.slice(0, random.int(Math.min(3, name.length), name.length));
      if (roll > 0.75 || prefix.length < 4) return prefix;
      const at = random.int(1, prefix.length - 2);
      return prefix.slice(0, at) + prefix.slice(at + 1);
    });
    const stays = Array.from({ length: COUNT }, () => {
      const checkIn = addDays(today, Math.floor(330 * random.float() ** 2));
      return { checkIn, checkOut: addDays(checkIn, random.int(1, 7)) };
    });
    const searched = stays.map((stay) => ({ place: drawPlace(), ...stay }));
    const meanHotels = searched.reduce((sum, s) => sum + s.place.hotel_count, 0) / COUNT;
    return { typed, searched, meanHotels };
  } finally {
    await client.end();
  }
}

const scenarios = ({ typed, searched }) => {
  const page = `page=1&pageSize=${HOTEL_PAGE_SIZE}`;
  const dated = ({ checkIn, checkOut }) => `checkIn=${checkIn}&checkOut=${checkOut}&${page}`;
  return {
    suggestions: typed.map((q) => `/api/v1/destinations/suggestions?q=${encodeURIComponent(q)}`),
    'search by place id': searched.map(
      (s) =>
        `/api/v1/hotels/search?q=${encodeURIComponent(s.place.name)}&place=${s.place.id}&${dated(s)}`,
    ),
    'search by text (same places)': searched.map(
      (s) => `/api/v1/hotels/search?q=${encodeURIComponent(s.place.name)}&${dated(s)}`,
    ),
  };
};

const rows = [];
const connectionCounts = values.connections.split(',').map(Number);
const common = {
  seconds: Number(values.seconds),
  warmupSeconds: Number(values.warmup),
};

const named = values.databases?.split(',');
for (const [index, size] of values.sizes.split(',').entries()) {
  const reused = named?.[index] ?? (values.reuse ? await newestBenchDatabase(size) : undefined);
  const loaded = reused
    ? undefined
    : await loadDataset({ sizeName: size, seed: Number(values.seed) });
  const name = reused ?? loaded.name;
  const url = databaseUrl(name);
  const hello = await startHelloWorld();
  const waka = await startWaka({ databaseUrl: url, env: { CATALOGUE_CACHE_MB: '0' } });
  try {
    const inputs = await drawInputs(url, Number(values.seed));
    for (const connections of connectionCounts) {
      const machine = await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
      const baseline = await measure({
        name: 'hello-world',
        url: hello.url,
        nextRequest: cycle(['/']),
        connections,
        ...common,
      });
      const record = (scenario, row) => {
        rows.push({ size, connections, scenario, machine, meanHotels: inputs.meanHotels, ...row });
        console.log(
          `${size}, ${connections} conn, ${scenario}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${Math.round(row.requestsPerSecond)} req/s (${((100 * row.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)} % of hello-world), non-2xx ${row.non2xx}, load ${machine.one}`,
        );
      };
      record('hello-world', baseline);
      for (const [scenario, paths] of Object.entries(scenarios(inputs))) {
        record(
          scenario,
          await measure({
            name: scenario,
            url: waka.url,
            nextRequest: cycle(paths),
            connections,
            ...common,
          }),
        );
      }
    }
  } finally {
    await waka.stop();
    await hello.stop();
    if (!reused && !values.keep) await dropDatabase(name);
  }
}

console.log(
  '\n| size | connections | scenario | p50 ms | p99 ms | req/s | % of hello-world | non-2xx | load before |',
);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const hello = rows.find(
    (r) => r.size === row.size && r.connections === row.connections && r.scenario === 'hello-world',
  );
  console.log(
    `| ${row.size} | ${row.connections} | ${row.scenario} | ${row.p50Ms} | ${row.p99Ms} | ${Math.round(row.requestsPerSecond)} | ${((100 * row.requestsPerSecond) / hello.requestsPerSecond).toFixed(1)} % | ${row.non2xx} | ${row.machine.one} |`,
  );
}
const sizes = values.sizes.split(',');
for (const connections of connectionCounts) {
  for (const scenario of ['search by place id', 'search by text (same places)']) {
    const p50 = (size) =>
      rows.find((r) => r.size === size && r.connections === connections && r.scenario === scenario)
        ?.p50Ms;
    const [first, last] = [p50(sizes[0]), p50(sizes.at(-1))];
    console.log(
      `${connections} conn, ${scenario}: p50 at ${sizes.at(-1)} / p50 at ${sizes[0]} = ${first > 0 ? (last / first).toFixed(2) : 'n/a (0 ms)'} (target ≤ 2 for the place)`,
    );
  }
}
const file = path.join(
  import.meta.dirname,
  'results',
  `${new Date().toISOString().slice(0, 16).replace(':', '')}-suggestions.json`,
);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`Written ${path.relative(process.cwd(), file)}`);
