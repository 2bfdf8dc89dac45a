import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Database, type Engine } from './database';

export type OpenDatabase = {
  db: Database;
  /**
   * A connection of its own for the one tiny read nearly every request makes
   * (the catalogue's version), so it never waits in the pool's queue behind
   * slow searches. PGlite has one connection: there it is `db`.
   */
  versionDb: Database;
  engine: Engine;
  close: () => Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its own: start-up's
   * migrations and demo seeding, when several processes or machines start at once
   * (docs/decisions/0029-every-core-and-shared-limits.md). PGlite has one process.
   */
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole database as a tarball, to load into another instance. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite'; memory: true; loadDataDir?: Blob };

/** The extensions the migrations create; PGlite must be handed them up front. */
const pgliteExtensions = { pg_trgm, btree_gist };

/**
 * Settings of every PostgreSQL session the app opens (the bench's scripts use
 * them too, so what they explain is what the app runs).
 *
 * No JIT: Waka's queries are short, and compiling a big city's dated search
 * took a seventh of its time
 * (bench/README.md#why-search-misses-and-what-would-meet-it). Random reads
 * priced as the cached reads they are (PostgreSQL's docs suggest lowering the
 * default 4 when data is mostly in cache): at the default, a middling
 * destination walked the list-order index instead of reading its matches by
 * trigram, three times slower; broad destinations still walk
 * (bench/README.md#25-nov-night-candidates-from-one-index-random-reads-priced-as-cached).
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off -c random_page_cost=1.1';

/** The advisory lock start-up holds on PostgreSQL while it migrates and seeds (its two keys). */
const START_UP_LOCK = [29, 0] as const;

/**
 * On a connection of its own, so the pool stays free for the work it guards;
 * ending that session releases the lock even if the work throws.
 */
async function underStartUpLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...START_UP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.engine === 'postgres') {
    const connect = (max: number) => {
      const pool = new pg.Pool({
        connectionString: target.url,
        max,
        options: POSTGRES_SESSION_OPTIONS,
      });
      // A dropped idle connection must not crash the process; the pool replaces it.
      pool.on('error', () => undefined);
      return pool;
    };
    const pool = connect(target.poolSize ?? 20);
    const versionPool = connect(1);
    const asDatabase = (on: pg.Pool) =>
      drizzlePostgres(on, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db: asDatabase(pool),
      versionDb: asDatabase(versionPool),
      engine: 'postgres',
      oneAtATime: (work) => underStartUpLock(target.url, work),
      close: async () => {
        await Promise.all([pool.end(), versionPool.end()]);
      },
    };
  }
  const client =
    'dataDir' in target
      ? await openPgliteFolder(target.dataDir)
      : await PGlite.create({
          extensions: pgliteExtensions,
          ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
        });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    versionDb: db,
    engine: 'pglite',
    oneAtATime: (work) => work(),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('gzip'),
  };
}

async function openPgliteFolder(dataDir: string): Promise<PGlite> {
  const folder = path.join(dataDir, 'pglite');
  await fs.mkdir(folder, { recursive: true });
  return PGlite.create(folder, { extensions: pgliteExtensions });
}
