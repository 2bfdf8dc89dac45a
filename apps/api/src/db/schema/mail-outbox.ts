import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The kinds of mail that confirm a booking to the address its booker gave. */
export const GUEST_CONFIRMATION_KINDS = [
  'booking-confirmation',
  'car-booking-confirmation',
] as const;

/** The kinds of mail that carry an account link: a password reset or an address check. */
export const ACCOUNT_LINK_KINDS = ['password-reset', 'email-verification'] as const;

/** Every kind counted per address per day, which the daily-count index covers. */
export const DAILY_COUNTED_KINDS = [...GUEST_CONFIRMATION_KINDS, ...ACCOUNT_LINK_KINDS] as const;

/**
 * Mail waiting to go out (docs/product.md#email). Written in the same transaction as what it
 * announces, sent after commit by the mail drainer, retried with back-off.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    // Counts one address's confirmations and account links of the last day (docs/decisions/0016, 0025).
    index('mail_outbox_daily_count_idx')
      .on(sql`lower(${table.toAddress})`, table.createdAt)
      .where(sql.raw(`kind in (${DAILY_COUNTED_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
