import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@waka/shared/bookings/create-booking';
import { PAYMENT_METHODS } from '@waka/shared/payments/payments';
import { users } from './auth';
import { hotels, rooms } from './hotels';
import { moneyAddsUp, oneOf } from './status-checks';

/** What payment_status stores; the API's 'expired' comes from status (docs/product.md#payment). */
export const STORED_PAYMENT_STATUSES = [
  'not paid',
  'pay at hotel',
  'awaiting confirmation',
  'paid',
] as const;

/** A guest's stay at one hotel (docs/product.md#data: Booking request / Hotel booking). */
export const bookings = pgTable(
  'booking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short, unguessable Booking ID shown to people (docs/product.md#booking-references). */
    reference: text('reference').notNull().unique(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    totalAmountKobo: bigint('total_amount_kobo', { mode: 'number' }).notNull(),
    // 'expired' is not stored here but in status: the API reads it from there (docs/product.md#payment).
    paymentStatus: text('payment_status', { enum: STORED_PAYMENT_STATUSES })
      .notNull()
      .default('not paid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** When an unpaid hold is released; null once paid, confirmed for paying later, or never bounded. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Money confirmed so far (online or by the owner), kobo; what is owed is the total less this. */
    paidKobo: bigint('paid_kobo', { mode: 'number' }).notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['guest', 'owner'] }),
    /** The owner's reason, shown to the guest. */
    cancelReason: text('cancel_reason'),
    /** What the cancellation (or a no-show) kept and gave back, kobo (docs/product.md#cancellation). */
    keptKobo: bigint('kept_kobo', { mode: 'number' }),
    refundKobo: bigint('refund_kobo', { mode: 'number' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_dates_order', sql`${table.checkOutDate} > ${table.checkInDate}`),
    check('booking_nights_positive', sql`${table.nights} > 0`),
    check('booking_total_not_negative', sql`${table.totalAmountKobo} >= 0`),
    check('booking_status_known', oneOf(table.status, BOOKING_STATUSES)),
    check('booking_payment_status_known', oneOf(table.paymentStatus, STORED_PAYMENT_STATUSES)),
    check('booking_payment_method_known', oneOf(table.paymentMethod, PAYMENT_METHODS)),
    ...moneyAddsUp('booking', table, table.totalAmountKobo),
    index('booking_hotel_idx').on(table.hotelId, table.checkInDate),
    index('booking_user_idx').on(table.userId),
    index('booking_email_idx').on(sql`lower(${table.email})`),
    index('booking_created_idx').on(table.createdAt),
    // The hold sweeper's work list: only holds that can still expire.
    index('booking_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} is not null and ${table.status} = 'confirmed'`),
  ],
);

/** One booked room type in a booking, priced by the server (docs/product.md#pricing). */
export const bookingRooms = pgTable(
  'booking_room',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    roomType: text('room_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    lineTotalKobo: bigint('line_total_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.roomId] }),
    check('booking_room_quantity_positive', sql`${table.quantity} > 0`),
    check('booking_room_price_not_negative', sql`${table.unitPriceKobo} >= 0`),
    index('booking_room_room_idx').on(table.roomId),
  ],
);

/**
 * Units held per room type per night (docs/product.md#availability). Written
 * with the booking, in the same transaction, so "units left on a night" is
 * one indexed sum.
 */
export const bookedRoomNights = pgTable(
  'booked_room_night',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.roomId, table.night] }),
    check('booked_room_night_quantity_positive', sql`${table.quantity} > 0`),
    index('booked_room_night_room_night_idx').on(table.roomId, table.night),
  ],
);

/**
 * The nights on which a room type has no unit left: the ledger's held units
 * reach its quantity. Sold-out nights are few, so "does this hotel have a
 * room for the whole stay?" is usually one empty index probe instead of a sum
 * over the ledger for each of its room types. Kept by triggers on
 * booked_room_night and on room quantity (migration 0004,
 * docs/decisions/0008-sold-out-nights-kept-by-the-database.md), in the
 * writing transaction, so no code path can forget it.
 */
export const soldOutRoomNights = pgTable(
  'sold_out_room_night',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.night] }),
    index('sold_out_room_night_hotel_idx').on(table.hotelId, table.night),
    // The hotel search index reads a night's sold-out room types whole (migration 0019).
    index('sold_out_room_night_night_idx').on(table.night, table.hotelId, table.roomId),
  ],
);
