import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * The catalogue's version: which server process answers (its start time) and
 * how many committed transactions have changed hotels, room types, the
 * ledger or cars (migration 0006). The count alone could come back to
 * a value already seen with other data behind it, after a restore or a
 * failover to a standby that was behind; those start another process.
 */
export type CatalogueVersion = { server: string; changes: bigint };

export async function readCatalogueVersion(db: Database): Promise<CatalogueVersion> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select pg_postmaster_start_time()::text as server,
          coalesce(sum(changes), 0)::text as changes
        from catalogue_version`,
  )) as unknown as { rows: { server: string; changes: string }[] };
  const row = result.rows[0]!;
  return { server: row.server, changes: BigInt(row.changes) };
}
