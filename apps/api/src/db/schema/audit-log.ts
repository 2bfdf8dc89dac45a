import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every act of Waka's staff (docs/decisions/0037). Append-only: a trigger
 * (migration 0021) refuses UPDATE, DELETE and TRUNCATE on both engines.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The acting person's user id, or 'server' for the command line. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subject, table.id)],
);
