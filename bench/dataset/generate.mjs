#!/usr/bin/env node
// Loads a bench dataset into a fresh PostgreSQL database, or lists and drops them.
//
//   npm run bench:dataset -- --size 1k|10k|100k [--seed 7] [--start YYYY-MM-DD]
//   npm run bench:dataset -- --list
//   npm run bench:dataset -- --drop waka_bench_10k_20261123120000   (or --drop all)
import { parseArgs } from 'node:util';
import { dropDatabase, listBenchDatabases } from '../lib/bench-databases.mjs';
import { loadDataset } from './load-dataset.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string' },
    seed: { type: 'string', default: '7' },
    start: { type: 'string' },
    list: { type: 'boolean', default: false },
    drop: { type: 'string' },
  },
});

if (values.list) {
  const databases = await listBenchDatabases();
  if (!databases.length) console.log('No bench databases.');
  for (const db of databases)
    console.log(`${db.name}  ${db.size}${db.complete ? '' : '  (incomplete load)'}`);
} else if (values.drop) {
  const names =
    values.drop === 'all' ? (await listBenchDatabases()).map((db) => db.name) : [values.drop];
  for (const name of names) {
    await dropDatabase(name);
    console.log(`Dropped ${name}`);
  }
} else if (values.size) {
  const loaded = await loadDataset({
    sizeName: values.size,
    seed: Number(values.seed),
    start: values.start,
  });
  const t = loaded.timings;
  console.log(
    `\nLoaded ${loaded.name} in ${t.totalSeconds} s (migrate ${t.migrateSeconds} s, COPY ${t.copySeconds} s, check and VACUUM ANALYZE ${t.checkAndVacuumSeconds} s)`,
  );
  console.log(
    `Checks: ${Object.entries(loaded.problems)
      .map(([label, n]) => `${n} ${label}`)
      .join('; ')}`,
  );
  console.log('\n| table | rows |\n|---|---:|');
  for (const [table, n] of Object.entries(loaded.counts))
    console.log(`| ${table} | ${n.toLocaleString('en')} |`);
  console.log(`\nDATABASE_URL=${loaded.url}`);
  console.log(`Drop it with: npm run bench:dataset -- --drop ${loaded.name}`);
} else {
  console.error('Give --size 1k|10k|100k, --list or --drop <name|all>.');
  process.exit(2);
}
