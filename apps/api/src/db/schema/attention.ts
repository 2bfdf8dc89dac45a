import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AttentionKind, AttentionState } from '@waka/shared/admin/attention-items';

/**
 * Money Waka could not match, shown to its staff (docs/decisions/0037): one
 * row per fact while it is open; once resolved, the same fact raised again
 * opens a new row, and the resolved one stays as history.
 */
export const attentionItems = pgTable(
  'attention_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AttentionKind>().notNull(),
    /** A WK-/WC- booking reference, or Paystack's reference for a transaction Waka cannot match. */
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    state: text('state').$type<AttentionState>().notNull().default('open'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The user id of the person who resolved it (kept if their account goes). */
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    check(
      'attention_item_kind',
      sql`${table.kind} in ('amount_mismatch', 'refund_stuck', 'unknown_transaction', 'missing_transaction')`,
    ),
    check('attention_item_state', sql`${table.state} in ('open', 'resolved')`),
    check('attention_item_amount_not_negative', sql`${table.amountKobo} >= 0`),
    check(
      'attention_item_resolution',
      sql`(${table.state} = 'open') = (${table.resolvedAt} is null and ${table.resolvedBy} is null and ${table.resolutionNote} is null)`,
    ),
    uniqueIndex('attention_item_open_fact_idx')
      .on(table.kind, table.reference)
      .where(sql`${table.state} = 'open'`),
    index('attention_item_created_at_idx').on(table.createdAt),
  ],
);
