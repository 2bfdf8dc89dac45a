import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each Idempotency-Key (docs/product.md#idempotency). The
 * row is inserted in the booking's own transaction, so a concurrent retry
 * with the same key waits on it and then reads the stored answer instead of
 * booking twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
