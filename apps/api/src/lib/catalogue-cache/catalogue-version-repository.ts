import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * One scope's version (docs/decisions/0028): which server process answers
 * (its start time) and how many committed transactions have changed that
 * part of the catalogue (migrations 0006, 0016). The count alone could come
 * back to a value already seen with other data behind it, after a restore or
 * a failover to a standby that was behind; those start another process.
 */
export type CatalogueVersion = { server: string; changes: bigint };

/** The version of `scope` (`listing`, `cars` or `hotel:<id>`): its shards and every scope's `*`. */
export async function readCatalogueVersion(db: Database, scope: string): Promise<CatalogueVersion> {
  // Both drivers answer raw SQL with `{ rows }`. A hotel never changed has no row: 0 and `*`.
  const result = (await db.execute(
    sql`select pg_postmaster_start_time()::text as server,
          coalesce(sum(changes), 0)::text as changes
        from catalogue_version where scope in (${scope}, '*')`,
  )) as unknown as { rows: { server: string; changes: string }[] };
  const row = result.rows[0]!;
  return { server: row.server, changes: BigInt(row.changes) };
}
