import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How often one caller has done one limited thing in the current window, on
 * PostgreSQL without REDIS_URL, so every server process counts together
 * (docs/decisions/0029-every-core-and-shared-limits.md). A row whose window
 * has ended starts again at 1; old rows are pruned now and then.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_count',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_count_window_ends_at_idx').on(table.windowEndsAt)],
);
