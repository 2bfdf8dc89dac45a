import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ATTEMPT_STATUSES } from '@waka/shared/payments/payments';
import { bookings } from './bookings';
import { carBookings } from './cars';
import { oneOf } from './status-checks';

/** Where a refund stands: written to be asked, asked of Paystack, then refunded or failed. */
export const REFUND_STATUSES = ['to request', 'pending', 'refunded', 'failed'] as const;

/**
 * One attempt to pay a booking or a car hire online (docs/product.md#payment).
 * Each attempt has its own reference, sent to Paystack as the transaction's
 * reference; the amount is the server's, fixed when the attempt starts.
 */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Waka's reference for this attempt and Paystack's `reference` (WP-…). */
    reference: text('reference').notNull().unique(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    carBookingId: uuid('car_booking_id').references(() => carBookings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    /** Made through the test gateway or Paystack test keys: no money moved. */
    testMode: boolean('test_mode').notNull(),
    /** Paystack's transaction id, needed to refund it. */
    gatewayTransactionId: text('gateway_transaction_id'),
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'payment_for_one_booking',
      sql`(${table.bookingId} is null) <> (${table.carBookingId} is null)`,
    ),
    check('payment_amount_positive', sql`${table.amountKobo} > 0`),
    check('payment_status_known', oneOf(table.status, PAYMENT_ATTEMPT_STATUSES)),
    index('payment_booking_idx').on(table.bookingId),
    index('payment_car_booking_idx').on(table.carBookingId),
    index('payment_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A provider's event that Waka has acted on, keyed by the event and the
 * reference it is about: Paystack delivers an event again for up to 72 hours,
 * and the row (inserted in the transaction that acts) makes a replay a no-op.
 */
export const paymentEvents = pgTable(
  'payment_event',
  {
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.event, table.reference] })],
);

/**
 * Money going back to a guest through Paystack (docs/product.md#payment).
 * Written in the transaction that decides it (`to request`), asked of
 * Paystack once afterwards (`pending`), and settled by Paystack's
 * refund.processed event (`refunded`). `reason` names why, and with the
 * payment it is unique: one refund per payment and reason, whatever retries.
 */
export const refunds = pgTable(
  'refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('to request'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check('refund_amount_positive', sql`${table.amountKobo} > 0`),
    check('refund_status_known', oneOf(table.status, REFUND_STATUSES)),
    uniqueIndex('refund_once_idx').on(table.paymentId, table.reason),
    index('refund_to_request_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'to request'`),
  ],
);

/**
 * The emailed link that confirms a pay-at-hotel (or pay-at-pickup) hold
 * (docs/product.md#payment). Only the token's SHA-256 is kept; the link
 * works once, until `expiresAt`.
 */
export const holdConfirmations = pgTable(
  'hold_confirmation',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    carBookingId: uuid('car_booking_id').references(() => carBookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'hold_confirmation_for_one_booking',
      sql`(${table.bookingId} is null) <> (${table.carBookingId} is null)`,
    ),
  ],
);
