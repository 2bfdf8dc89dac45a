// The bench's own PostgreSQL databases: created fresh per dataset as
// waka_bench_<size>_<timestamp> on the local server, listed, and dropped.
import pg from 'pg';

export const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_DATABASE_PREFIX keeps one person's datasets apart from another's on a
// shared server, where `--drop all` or a run's clean-up would drop them all.
const PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'waka_bench_';
if (!/^[a-z][a-z0-9_]*$/.test(PREFIX))
  throw new Error('BENCH_DATABASE_PREFIX: lower-case letters, digits and _');
const COMPLETE = 'waka bench dataset, completely loaded';

export function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer(work) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

export function newDatabaseName(size) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${PREFIX}${size}_${stamp}`;
}

export async function createDatabase(name) {
  await withServer((client) => client.query(`create database ${quote(name)}`));
  return databaseUrl(name);
}

export async function dropDatabase(name) {
  if (!name.startsWith(PREFIX)) throw new Error(`${name} is not a bench database (${PREFIX}…)`);
  await withServer((client) => client.query(`drop database if exists ${quote(name)} with (force)`));
}

/** The bench databases on the server, newest first, with their size on disk. */
export async function listBenchDatabases() {
  return withServer(async (client) => {
    const { rows } = await client.query(
      `select datname as name, pg_size_pretty(pg_database_size(datname)) as size,
              shobj_description(oid, 'pg_database') = $2 as complete
       from pg_database where datname like $1 order by datname desc`,
      [`${PREFIX}%`, COMPLETE],
    );
    return rows;
  });
}

/** Marks a database whose load finished, so a half-loaded one is never reused. */
export async function markComplete(name) {
  await withServer((client) => client.query(`comment on database ${quote(name)} is '${COMPLETE}'`));
}

/** The newest completely loaded database of a dataset size, if any. */
export async function newestBenchDatabase(size) {
  return (await listBenchDatabases()).find(
    (db) => db.complete && db.name.startsWith(`${PREFIX}${size}_`),
  )?.name;
}
