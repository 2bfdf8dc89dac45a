#!/usr/bin/env node
// The search scenario's 1,000 searches run one after another through the
// repository (no HTTP, one connection): their total and p50 database time,
// how many needed a second statement (a page read again from every match,
// decision 0010), and the slowest twelve with their counts.
//
//   node --import tsx bench/search-times.mjs postgres://…/waka_bench_100k_…
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lagosToday, addDays } from '@waka/shared/dates';
import { drawInputs } from './scenarios/draw-inputs.mjs';
import { searchWithDates } from './scenarios/scenarios.mjs';
const { schema } = await import('../apps/api/src/db/database.ts');
const { findHotels } = await import('../apps/api/src/features/hotels/hotel-search-repository.ts');
const { POSTGRES_SESSION_OPTIONS } = await import('../apps/api/src/db/open-database.ts');
const url = process.argv[2];
const pool = new pg.Pool({ connectionString: url, max: 1, options: POSTGRES_SESSION_OPTIONS });
let statements = 0;
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: () => statements++ },
});
const today = lagosToday();
const inputs = await drawInputs(url, { seed: 7, scarceNight: addDays(today, 400) });
const next = searchWithDates(inputs, today);
const times = [];
for (let i = 0; i < 1000; i++) {
  const u = new URL('http://x' + next().path);
  const q = u.searchParams;
  const before = statements;
  const t = performance.now();
  const found = await findHotels(
    db,
    {
      text: q.get('q'),
      stay: { checkIn: q.get('checkIn'), checkOut: q.get('checkOut') },
      sort: 'recommended',
    },
    { offset: 0, limit: 24 },
  );
  times.push({
    ms: performance.now() - t,
    q: q.get('q'),
    stay: q.get('checkIn') + '+' + q.get('checkOut'),
    statements: statements - before,
    total: found.total,
    exact: found.totalIsExact,
  });
}
times.sort((a, b) => b.ms - a.ms);
console.log(
  'sum ms',
  times.reduce((s, x) => s + x.ms, 0).toFixed(0),
  'p50',
  times[500].ms.toFixed(1),
  'fallbacks',
  times.filter((x) => x.statements > 1).length,
);
console.log(
  times
    .slice(0, 12)
    .map(
      (x) =>
        `${x.ms.toFixed(1)} ${x.q} ${x.stay} st=${x.statements} total=${x.total}${x.exact ? '' : '+'}`,
    )
    .join('\n'),
);
await pool.end();
