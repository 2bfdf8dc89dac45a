import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounts } from '../../db/schema/rate-limits';
import type { WindowCount } from './hit-counter';

/**
 * Counts one more hit on `key` in one statement: a new row, or one more in
 * the running window, or 1 in a fresh window once the last ended. The upsert
 * locks the row, so hits from every process at once each get their own count.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const ended = sql`${rateLimitCounts.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounts)
    .values({
      key,
      count: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounts.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounts.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounts.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimitCounts.count,
      resetInMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounts.windowEndsAt} - now()) * 1000))::int`,
    });
  return row!;
}

/** Forgets the windows that ended: they would start again at 1 anyway. */
export async function pruneEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimitCounts).where(lt(rateLimitCounts.windowEndsAt, sql`now()`));
}
