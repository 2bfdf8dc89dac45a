#!/usr/bin/env node
// What the hotel search index (docs/decisions/0031) holds in one process:
// the heap before and after it reads a bench database's whole listing, and
// how long that first read takes (a process's first search waits for it).
//
//   node --import tsx --expose-gc bench/index-memory.mjs --database waka_bench_10k_…
import { parseArgs } from 'node:util';
import { lagosToday, addDays } from '@waka/shared/dates';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { hotelIndex } from '../apps/api/src/features/hotels/hotel-index/hotel-index.ts';
import { databaseUrl } from './lib/bench-databases.mjs';

const { values } = parseArgs({ options: { database: { type: 'string' } } });
if (!values.database) throw new Error('--database waka_bench_… is required');
const database = await openDatabase({ engine: 'postgres', url: databaseUrl(values.database) });
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
try {
  const before = heap();
  const index = hotelIndex(database.db, database.versionDb);
  const checkIn = addDays(lagosToday(), 30);
  const started = performance.now();
  await index.find({ text: 'lagos', stay: { checkIn, checkOut: addDays(checkIn, 2) } });
  const firstMs = performance.now() - started;
  const after = heap();
  const { hotels } = index.stats();
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${hotels} hotels: first search ${Math.round(firstMs)} ms (the whole listing read), ` +
      `heap ${mb(before)} → ${mb(after)} MB, ${Math.round((after - before) / hotels)} bytes a hotel`,
  );
} finally {
  await database.close();
}
