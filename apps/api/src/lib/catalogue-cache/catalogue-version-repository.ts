import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * The catalogue's version: how many committed transactions have changed
 * hotels, room types or the ledger (migration 0006). Sixteen rows summed; a
 * bigint, so kept as text.
 */
export async function readCatalogueVersion(db: Database): Promise<string> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select coalesce(sum(changes), 0)::text as version from catalogue_version`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version;
}
