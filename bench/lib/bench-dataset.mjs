// What the load benchmarks share around their measures: the dataset they run
// on, and where their results are written.
import fs from 'node:fs';
import path from 'node:path';
import { loadDataset } from '../dataset/load-dataset.mjs';
import { databaseUrl, newestBenchDatabase } from './bench-databases.mjs';
import { waitForQuietMachine } from './machine-load.mjs';

/** The options every load benchmark takes (parseArgs), beside its own. */
export const DATASET_AND_LOAD_OPTIONS = {
  size: { type: 'string', default: '10k' },
  database: { type: 'string' },
  connections: { type: 'string', default: '64' },
  seconds: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  timeout: { type: 'string', default: '10' },
  seed: { type: 'string', default: '7' },
  keep: { type: 'boolean', default: false },
  'wait-minutes': { type: 'string', default: '20' },
  'server-root': { type: 'string' },
};

/**
 * The dataset to measure on, from those options: `--database` by name, or
 * the newest completely loaded one of `--size` when it is 'newest'; without
 * it, a fresh one of `--size`, loaded once the machine is quiet (`fresh`:
 * the caller drops it unless `--keep`).
 */
export async function benchDataset(values) {
  const { database, size } = values;
  const seed = Number(values.seed);
  const waitMinutes = Number(values['wait-minutes']);
  if (database) {
    const name = database === 'newest' ? await newestBenchDatabase(size) : database;
    if (!name)
      throw new Error(
        `No completely loaded ${size} bench database; run npm run bench:dataset -- --size ${size}`,
      );
    return { name, url: databaseUrl(name), fresh: false };
  }
  await waitForQuietMachine({ minutes: waitMinutes });
  const loaded = await loadDataset({ sizeName: size, seed });
  console.log(`Loaded in ${loaded.timings.totalSeconds} s`);
  return { name: loaded.name, url: loaded.url, fresh: true, load: loaded };
}

/** The size a bench database holds (waka_bench_<size>_…), or `asked` for one named otherwise. */
export const sizeOfDatabase = (name, asked) => /^waka_bench_([^_]+)_/.exec(name)?.[1] ?? asked;

/**
 * Writes a run's result as bench/results/<date>-<name>.json, and its
 * Markdown table beside it; answers the path both share. To the second, so
 * two runs in one minute keep two files.
 */
export function writeResults(result, table, name) {
  const resultsDir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const stem = path.join(resultsDir, `${result.date.slice(0, 19).replaceAll(':', '')}-${name}`);
  fs.writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(`${stem}.md`, `${table}\n`);
  console.log(`\nWritten ${path.relative(process.cwd(), stem)}.json and .md`);
  return stem;
}
