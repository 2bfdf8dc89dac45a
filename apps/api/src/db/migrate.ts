import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { OpenDatabase } from './open-database';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Applies the committed drizzle-kit migrations that are not yet applied. */
export async function migrateDatabase({ db, engine }: OpenDatabase): Promise<void> {
  const options = { migrationsFolder };
  if (engine === 'pglite') await migratePglite(db as unknown as PgliteDatabase, options);
  else await migratePostgres(db as unknown as NodePgDatabase, options);
}
