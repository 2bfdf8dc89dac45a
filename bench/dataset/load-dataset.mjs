// Builds a bench dataset in a fresh PostgreSQL database: the app's own
// migrations and places (prepareDatabase), then the generated rows by COPY,
// then a check that the data is valid, then VACUUM ANALYZE so the planner
// and index-only scans see the steady state a live database would be in.
import cliProgress from 'cli-progress';
import pg from 'pg';
import { addDays, lagosToday } from '@waka/shared/dates';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare-database.ts';
import {
  createDatabase,
  dropDatabase,
  markComplete,
  newDatabaseName,
} from '../lib/bench-databases.mjs';
import { CAR_BOOKING_COLUMNS, CAR_COLUMNS, writeCar } from './car-rows.mjs';
import { openCopyWriters } from './copy-writer.mjs';
import {
  BOOKED_ROOM_NIGHT_COLUMNS,
  BOOKING_COLUMNS,
  BOOKING_HORIZON_NIGHTS,
  BOOKING_ROOM_COLUMNS,
  HOTEL_COLUMNS,
  ROOM_COLUMNS,
  writeHotel,
} from './hotel-rows.mjs';
import { USER_COLUMNS, writePeople } from './people.mjs';
import { seededRandom } from './random.mjs';
import { sizeOf } from './sizes.mjs';

export const TABLES = [
  'user',
  'hotel',
  'room',
  'booking',
  'booking_room',
  'booked_room_night',
  'sold_out_room_night',
  'car',
  'car_booking',
];

/** Splits `total` over `count` items as evenly as whole numbers allow. */
const share = (total, count, index) => Math.floor(total / count) + (index < total % count ? 1 : 0);

async function migrate(url) {
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
  try {
    await prepareDatabase(database, { seedDemoData: false });
  } finally {
    await database.close();
  }
}

async function writeRows(url, { size, seed, start }, progress) {
  const writers = await openCopyWriters(url, {
    user: USER_COLUMNS,
    hotel: HOTEL_COLUMNS,
    room: ROOM_COLUMNS,
    booking: BOOKING_COLUMNS,
    booking_room: BOOKING_ROOM_COLUMNS,
    booked_room_night: BOOKED_ROOM_NIGHT_COLUMNS,
    car: CAR_COLUMNS,
    car_booking: CAR_BOOKING_COLUMNS,
  });
  const all = Object.values(writers);
  const flush = () => Promise.all(all.map((writer) => writer.maybeFlush()));
  const lagosMidnight = Date.parse(`${start}T00:00:00+01:00`);
  const context = {
    writers,
    startedAt: lagosMidnight + 12 * 3_600_000,
    lagosMidnight,
    nights: Array.from({ length: BOOKING_HORIZON_NIGHTS + 1 }, (_, day) => addDays(start, day)),
    counters: { bookings: 0, carBookings: 0 },
  };
  // Separate streams per part, so a change to the cars never reshuffles the hotels.
  context.ids = writePeople(seededRandom(seed), size, writers, context.startedAt);

  const hotelRandom = seededRandom(seed + 1);
  let carried = 0;
  for (let i = 0; i < size.hotels; i++) {
    // A hotel that books fewer rows (retired, full) hands its share to the next.
    const budget = share(size.bookedRoomNights, size.hotels, i) + carried;
    carried = budget - writeHotel(hotelRandom, context, i, budget);
    await flush();
    progress.increment(1, { rows: all.reduce((sum, writer) => sum + writer.rows, 0) });
  }
  const carRandom = seededRandom(seed + 2);
  carried = 0;
  for (let i = 0; i < size.cars; i++) {
    const budget = share(size.carBookings, size.cars, i) + carried;
    carried = budget - writeCar(carRandom, context, i, budget);
    await flush();
    progress.increment(1, { rows: all.reduce((sum, writer) => sum + writer.rows, 0) });
  }
  await Promise.all(all.map((writer) => writer.finish()));
}

/** Every rule the app enforces that skipped foreign-key triggers could have let slip. */
const CHECKS = {
  'nights held beyond a room type’s units': `select count(*)::int as n from (
      select n.room_id, n.night, sum(n.quantity) as held from booked_room_night n group by 1, 2) h
    join room r on r.id = h.room_id where h.held > r.room_quantity`,
  'overlapping hires of one car': `select count(*)::int as n from car_booking a join car_booking b
    on a.car_id = b.car_id and a.id < b.id and a.pickup_at < b.return_at and b.pickup_at < a.return_at`,
  'rows whose parent is missing': `select (
      (select count(*) from hotel h left join "user" u on u.id = h.owner_id where u.id is null)
    + (select count(*) from room r left join hotel h on h.id = r.hotel_id where h.id is null)
    + (select count(*) from booked_room_night n left join booking b on b.id = n.booking_id where b.id is null)
    + (select count(*) from booked_room_night n left join room r on r.id = n.room_id where r.id is null)
    + (select count(*) from booking_room l left join booking b on b.id = l.booking_id where b.id is null)
    + (select count(*) from car_booking c left join car on car.id = c.car_id where car.id is null))::int as n`,
};

async function verifyAndAnalyze(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // COPY ran with triggers off (replica role), so the ledger's sold-out
    // nights, each hotel's open price and each destination's hotel count
    // (migration 0015) are derived here, by the
    // migrations' own functions; also with triggers off, or the catalogue
    // version's deferred trigger would queue one event per sold-out night
    // (1.3 million at 100k) for a cache no server holds yet.
    await client.query('set session_replication_role = replica');
    await client.query('select rebuild_sold_out_nights()');
    await client.query('select rebuild_open_from_prices()');
    await client.query('select rebuild_destinations()');
    await client.query('reset session_replication_role');
    const problems = {};
    for (const [label, query] of Object.entries(CHECKS))
      problems[label] = (await client.query(query)).rows[0].n;
    await client.query('vacuum analyze');
    const counts = {};
    for (const table of TABLES)
      counts[table] = (await client.query(`select count(*)::int as n from "${table}"`)).rows[0].n;
    return { problems, counts };
  } finally {
    await client.end();
  }
}

/**
 * Creates waka_bench_<size>_<timestamp>, migrates it and loads the dataset.
 * `start` is the first night of the bookable year (today in Lagos by default);
 * the same size, seed and start always give the same rows.
 */
export async function loadDataset({ sizeName, seed = 7, start = lagosToday(), log = console.log }) {
  const size = sizeOf(sizeName);
  const name = newDatabaseName(sizeName);
  const url = await createDatabase(name);
  log(`Loading the ${sizeName} dataset (seed ${seed}, first night ${start}) into ${name}`);
  try {
    return await fill({ name, url, size, sizeName, seed, start });
  } catch (error) {
    // A half-loaded database is worthless; never leave one behind.
    await dropDatabase(name);
    throw error;
  }
}

async function fill({ name, url, size, sizeName, seed, start }) {
  const began = performance.now();
  await migrate(url);
  const migratedAt = performance.now();

  const progress = new cliProgress.SingleBar(
    {
      format:
        '  {bar} {percentage}% | {value}/{total} hotels and cars | {rows} rows | {duration_formatted} (eta {eta_formatted})',
      noTTYOutput: true,
      notTTYSchedule: 5_000,
    },
    cliProgress.Presets.shades_classic,
  );
  progress.start(size.hotels + size.cars, 0, { rows: 0 });
  try {
    await writeRows(url, { size, seed, start }, progress);
  } finally {
    progress.stop();
  }
  const copiedAt = performance.now();
  const { problems, counts } = await verifyAndAnalyze(url);
  const doneAt = performance.now();
  const invalid = Object.entries(problems).filter(([, n]) => n > 0);
  if (invalid.length)
    throw new Error(
      `The generated data breaks the app's rules in ${name}: ${JSON.stringify(problems)}`,
    );
  await markComplete(name);

  const seconds = (from, to) => Number(((to - from) / 1000).toFixed(1));
  const timings = {
    migrateSeconds: seconds(began, migratedAt),
    copySeconds: seconds(migratedAt, copiedAt),
    checkAndVacuumSeconds: seconds(copiedAt, doneAt),
    totalSeconds: seconds(began, doneAt),
  };
  return { name, url, sizeName, seed, start, counts, problems, timings };
}
