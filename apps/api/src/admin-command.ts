/*
 * `npm run admin -- grant|revoke EMAIL`: Waka's staff are made here, on the
 * server, never through the API (docs/decisions/0037). It opens the database
 * the server would (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR) and
 * brings it up to date first. PGlite's folder takes one process: stop the
 * server before running this against it.
 */
import { ConfigError, loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { runAdminCommand } from './lib/staff/admin-command';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { engine: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.oneAtATime(() => migrateDatabase(database));
    return await runAdminCommand(database.db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
