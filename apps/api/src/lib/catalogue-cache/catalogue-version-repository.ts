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

/**
 * The versions of `scopes` (`listing`, `cars`, `hotel:<id>`), each its
 * shards and every scope's `*`, in one query. A hotel never changed has no
 * row: its count is `*`'s.
 */
export async function readCatalogueVersions(
  db: Database,
  scopes: readonly string[],
): Promise<Map<string, CatalogueVersion>> {
  const asked = sql.join(
    scopes.map((scope) => sql`${scope}`),
    sql`, `,
  );
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select asked.scope, pg_postmaster_start_time()::text as server,
          (select coalesce(sum(v.changes), 0) from catalogue_version v
           where v.scope in (asked.scope, '*'))::text as changes
        from unnest(array[${asked}]::text[]) as asked(scope)`,
  )) as unknown as { rows: { scope: string; server: string; changes: string }[] };
  return new Map(
    result.rows.map((row) => [row.scope, { server: row.server, changes: BigInt(row.changes) }]),
  );
}
