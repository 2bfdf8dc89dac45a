#!/usr/bin/env node
// First askings: the search scenario's distinct searches, each asked once,
// `concurrency` at a time, against a running server (every answer must be a
// catalogue-cache miss): how many first askings a second the server gets
// through, and their p50 and p99. It starts nothing; start Waka on a bench
// database first (see bench/README.md, "First askings").
//
//   node --import tsx bench/first-askings.mjs http://127.0.0.1:3999 postgres://…/waka_bench_10k_… [concurrency=8]
import { lagosToday, addDays } from '@waka/shared/dates';
import { drawInputs } from './scenarios/draw-inputs.mjs';
import { searchWithDates } from './scenarios/scenarios.mjs';
const [url, dbUrl, concurrency = '8'] = process.argv.slice(2);
const today = lagosToday();
const inputs = await drawInputs(dbUrl, { seed: 7, scarceNight: addDays(today, 400) });
const next = searchWithDates(inputs, today);
const paths = [...new Set(Array.from({ length: 1000 }, () => next().path))];
let i = 0;
const times = [];
const t0 = performance.now();
await Promise.all(
  Array.from({ length: Number(concurrency) }, async () => {
    while (i < paths.length) {
      const p = paths[i++];
      const s = performance.now();
      const r = await fetch(url + p, { headers: { 'accept-encoding': 'identity' } });
      await r.arrayBuffer();
      if (r.headers.get('waka-cache') !== 'miss') throw new Error('not a miss');
      times.push(performance.now() - s);
    }
  }),
);
const total = performance.now() - t0;
times.sort((a, b) => a - b);
console.log(
  `${paths.length} misses in ${(total / 1000).toFixed(2)} s: ${((paths.length / total) * 1000).toFixed(0)}/s, p50 ${times[times.length >> 1].toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(1)} ms`,
);
