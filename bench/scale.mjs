#!/usr/bin/env node
// The scale target (bench/README.md#targets): hotel search with dates alone,
// at each dataset size, and the ratio of the largest size's p50 to the
// smallest's. Each size is loaded fresh (same seed) and dropped afterwards
// unless --reuse finds one loaded.
//
//   node --import tsx bench/scale.mjs [--sizes 1k,10k,100k] [--cache-mb 0,32] [--connections 64] [--seconds 10] [--timeout 10] [--reuse] [--keep] [--no-warm-pass]
//
// Each size is measured once per --cache-mb value (a fresh server each), so the
// catalogue cache on and off are compared on the same database in the same run.
// With the cache on, each of the 1,000 searches the scenario cycles through
// (drawn at random, so a few repeat) is first asked once (the warm pass, timed
// and reported), so every size is measured in the same steady state: without
// it the 2 s warm-up covers them all at 1k and almost none at 100k, and the
// ratio compared hits with misses.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lagosToday } from '@waka/shared/dates';
import { loadDataset } from './dataset/load-dataset.mjs';
import { databaseUrl, dropDatabase, newestBenchDatabase } from './lib/bench-databases.mjs';
import { waitForQuietMachine } from './lib/machine-load.mjs';
import { measure } from './lib/measure.mjs';
import { warmPass } from './lib/warm-pass.mjs';
import { startWaka } from './lib/servers.mjs';
import { drawInputs } from './scenarios/draw-inputs.mjs';
import { searchWithDates } from './scenarios/scenarios.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1k,10k,100k' },
    connections: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    timeout: { type: 'string', default: '10' },
    seed: { type: 'string', default: '7' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'server-root': { type: 'string' },
    'wait-minutes': { type: 'string', default: '20' },
    // Waka's catalogue cache sizes to measure each size with (CATALOGUE_CACHE_MB): 0 is every answer from the database.
    'cache-mb': { type: 'string', default: '0,32' },
    'no-warm-pass': { type: 'boolean', default: false },
  },
});

const cacheSizes = values['cache-mb'].split(',');
const sizes = values.sizes.split(',');
const today = lagosToday();
const rows = [];

for (const size of sizes) {
  const reused = values.reuse ? await newestBenchDatabase(size) : undefined;
  const machineBeforeLoad = reused
    ? undefined
    : await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
  const loaded = reused
    ? undefined
    : await loadDataset({ sizeName: size, seed: Number(values.seed) });
  const name = reused ?? loaded.name;
  const url = databaseUrl(name);
  try {
    for (const cacheMb of cacheSizes) {
      const waka = await startWaka({
        databaseUrl: url,
        root: values['server-root'],
        env: { CATALOGUE_CACHE_MB: cacheMb },
      });
      try {
        // Drawn again for each server: the draw's seeded source is consumed by the
        // scenario, and each cache setting must be asked the same searches.
        const inputs = await drawInputs(url, { seed: Number(values.seed), scarceNight: today });
        const nextRequest = searchWithDates(inputs, today);
        // The scenario cycles through its searches, so after one round it starts again from the first.
        const warmPassSeconds =
          Number(cacheMb) > 0 && !values['no-warm-pass']
            ? await warmPass(waka.url, nextRequest)
            : undefined;
        const machine = await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
        const row = await measure({
          name: `search with dates, ${size}, cache ${cacheMb} MB`,
          url: waka.url,
          nextRequest,
          connections: Number(values.connections),
          seconds: Number(values.seconds),
          warmupSeconds: Number(values.warmup),
          timeoutSeconds: Number(values.timeout),
          countHeader: 'waka-cache',
        });
        const meanHotelsPerDestination =
          inputs.destinations.reduce((sum, d) => sum + d.hotels, 0) / inputs.destinations.length;
        rows.push({
          size,
          cacheMb,
          database: name,
          load: loaded?.timings,
          loadBeforeLoading: machineBeforeLoad,
          machine,
          meanHotelsPerDestination,
          warmPassSeconds,
          ...row,
        });
        console.log(
          `${size}, cache ${cacheMb} MB${warmPassSeconds === undefined ? '' : ` (warm pass ${warmPassSeconds.toFixed(1)} s)`}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${Math.round(row.requestsPerSecond)} req/s, ${row.bytesPerResponse} bytes an answer, cache ${JSON.stringify(row['waka-cache'])}, load ${machine.one}`,
        );
      } finally {
        await waka.stop();
      }
    }
  } finally {
    if (!reused && !values.keep) await dropDatabase(name);
  }
}

// A size where no request was answered within the timeout has no latency to report, not a p50 of 0.
const answered = (row) => row.requests > 0;
const ms = (row, value) => (answered(row) ? value : `none answered (${row.timeouts} timeouts)`);
console.log(
  '\n| size | cache MB | warm pass s | p50 ms | p99 ms | req/s | cache hits | bytes/answer | hotels per destination (mean) | non-2xx | errors | load before |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const tally = row['waka-cache'] ?? {};
  const served = Object.values(tally).reduce((sum, n) => sum + n, 0);
  const hits = served ? `${((100 * (tally.hit ?? 0)) / served).toFixed(1)} %` : '—';
  console.log(
    `| ${row.size} | ${row.cacheMb} | ${row.warmPassSeconds?.toFixed(1) ?? '—'} | ${ms(row, row.p50Ms)} | ${ms(row, row.p99Ms)} | ${Math.round(row.requestsPerSecond)} | ${hits} | ${row.bytesPerResponse.toLocaleString('en')} | ${row.meanHotelsPerDestination.toFixed(0)} | ${row.non2xx} | ${row.errors} | ${row.machine.one} |`,
  );
}
// p50 can be 0 ms for a tiny dataset (autocannon rounds down), or missing when nothing was answered.
const ratios = {};
for (const cacheMb of cacheSizes) {
  const same = rows.filter((row) => row.cacheMb === cacheMb);
  const first = same[0];
  const last = same.at(-1);
  ratios[cacheMb] = !answered(last)
    ? `n/a: nothing answered at ${last.size} within the timeout, so p50 > ${values.timeout ?? 10} s`
    : first.p50Ms > 0
      ? (last.p50Ms / first.p50Ms).toFixed(2)
      : 'n/a (p50 at the smallest size is 0 ms)';
  console.log(
    `\ncache ${cacheMb} MB: p50 at ${last.size} / p50 at ${first.size}: ${ratios[cacheMb]} (target ≤ 2)`,
  );
}

const file = path.join(
  import.meta.dirname,
  'results',
  `${new Date().toISOString().slice(0, 16).replace(':', '')}-scale.json`,
);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), connections: Number(values.connections), seconds: Number(values.seconds), rows, p50Ratio: ratios }, null, 2)}\n`,
);
console.log(`Written ${path.relative(process.cwd(), file)}`);
