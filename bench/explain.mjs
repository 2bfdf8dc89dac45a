#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of each hot query, exactly as the app sends it:
// the repository functions run against a Drizzle instance that records their
// SQL and parameters, and each recorded statement is explained on the loaded
// dataset. Writes bench/results/explain-<date>-<size>.md as well.
//
//   node --import tsx bench/explain.mjs [--size 10k] [--database waka_bench_10k_…|newest]
//                                       [--code-root /path/to/another/checkout] [--label before]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addDays, lagosToday } from '@waka/shared/dates';
import { databaseUrl, newestBenchDatabase } from './lib/bench-databases.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10k' },
    database: { type: 'string', default: 'newest' },
    // Another checkout (a git worktree of an older commit) whose repositories to explain: the "before".
    'code-root': { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    label: { type: 'string', default: '' },
  },
});
const api = (file) => import(path.join(values['code-root'], 'apps/api/src', file));
const { schema } = await api('db/database.ts');
const { heldOnBusiestNight, lockHotelRooms } = await api('features/bookings/booking-repository.ts');
const { findListedCars } = await api('features/cars/car-repository.ts');
// The hotel search has its own repository since 25 Nov (older checkouts keep it in hotel-repository.ts).
const searchRepository = fs.existsSync(
  path.join(values['code-root'], 'apps/api/src/features/hotels/hotel-search-repository.ts'),
)
  ? 'features/hotels/hotel-search-repository.ts'
  : 'features/hotels/hotel-repository.ts';
const { findHotels } = await api(searchRepository);
const { findHotelRooms } = await api('features/rooms/room-repository.ts');
const name =
  values.database === 'newest' ? await newestBenchDatabase(values.size) : values.database;
if (!name)
  throw new Error(
    `No loaded ${values.size} bench database; run npm run bench:dataset -- --size ${values.size}`,
  );

// The session settings the app uses (older checkouts: none were exported, and it set only jit=off).
const { POSTGRES_SESSION_OPTIONS = '-c jit=off' } = await api('db/open-database.ts');
const pool = new pg.Pool({
  connectionString: databaseUrl(name),
  max: 1,
  options: POSTGRES_SESSION_OPTIONS,
});
const recorded = [];
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
});

/** Runs `work` against the recording database and answers the statements it sent. */
async function statementsOf(work) {
  recorded.length = 0;
  await work();
  return [...recorded];
}

const today = lagosToday();
const stay = { checkIn: addDays(today, 14), checkOut: addDays(today, 17) };
const {
  rows: [sample],
} = await pool.query(`
  select h.id as hotel_id, array_agg(r.id order by r.id) as room_ids
  from hotel h join room r on r.hotel_id = h.id and r.deleted_at is null and r.room_status
  where h.deleted_at is null and h.state = 'Lagos' group by h.id order by h.id limit 1`);

const hotQueries = [
  [
    'Search with dates, a big city (q=Lagos, 3 nights in two weeks)',
    () => findHotels(db, { text: 'lagos', stay, sort: 'recommended' }),
  ],
  [
    'Search with dates, a local government (q=Ikeja)',
    () => findHotels(db, { text: 'ikeja', stay, sort: 'recommended' }),
  ],
  [
    'Search with dates, a big city, first page of 24 (what /rooms asks)',
    () => findHotels(db, { text: 'lagos', stay, sort: 'recommended' }, { limit: 24, offset: 0 }),
  ],
  [
    'Search with dates, a local government, first page of 24',
    () => findHotels(db, { text: 'ikeja', stay, sort: 'recommended' }, { limit: 24, offset: 0 }),
  ],
  ["A hotel's rooms with units left", () => findHotelRooms(db, sample.hotel_id, stay)],
  [
    'Car listing, first page, no filter',
    () => findListedCars(db, { bodyTypes: [], categories: [] }, { limit: 12, offset: 0 }),
  ],
  [
    'Car listing, page 3 of SUVs',
    () => findListedCars(db, { bodyTypes: ['SUV'], categories: [] }, { limit: 12, offset: 24 }),
  ],
  [
    'Booking: lock the asked room types (in the booking transaction)',
    () => lockHotelRooms(db, sample.hotel_id, sample.room_ids.slice(0, 2)),
  ],
  [
    'Booking: units held on the busiest night (the availability check)',
    () => heldOnBusiestNight(db, sample.room_ids.slice(0, 2), stay),
  ],
];

let markdown = `# EXPLAIN of the hot queries on ${name}${values.label ? ` (${values.label})` : ''}\n\nCode in ${values['code-root']}. Stay ${stay.checkIn} to ${stay.checkOut}. Run ${new Date().toISOString()}.\n`;
for (const [title, work] of hotQueries) {
  const statements = await statementsOf(work);
  for (const [i, { sql, params }] of statements.entries()) {
    // In a transaction rolled back afterwards: EXPLAIN ANALYZE runs the statement, and FOR UPDATE takes its locks.
    await pool.query('begin');
    const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    await pool.query('rollback');
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const heading =
      statements.length > 1 ? `${title} (statement ${i + 1} of ${statements.length})` : title;
    markdown += `\n## ${heading}\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\`\n`;
    console.log(`\n=== ${heading}\n${plan}`);
  }
}
await pool.end();

const file = path.join(
  import.meta.dirname,
  'results',
  `explain-${new Date().toISOString().slice(0, 16).replace(':', '')}-${values.size}${values.label ? `-${values.label}` : ''}.md`,
);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, markdown);
console.log(`\nWritten ${path.relative(process.cwd(), file)}`);
