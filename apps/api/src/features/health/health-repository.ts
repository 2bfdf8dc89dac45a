import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };

/** The tag of the newest applied migration (e.g. "0000_init"), for /api/health. */
export async function liveMigration(db: Database): Promise<string | null> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const newest = result.rows[0];
  if (!newest) return null;
  const entry = journal.entries.find((e) => e.when === Number(newest.created_at));
  return entry?.tag ?? null;
}
