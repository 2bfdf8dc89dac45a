import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CAR_BOOKING_STATUSES } from '@waka/shared/cars/car-booking';
import type { HirePriceLineKobo } from '@waka/shared/cars/hire-price';
import { HOLD_LIMIT_CEILINGS } from '@waka/shared/hold-limits';
import { BODY_TYPES, CAR_CATEGORIES } from '@waka/shared/cars/car-options';
import { PAYMENT_METHODS } from '@waka/shared/payments/payments';
import { users } from './auth';
import { STORED_PAYMENT_STATUSES } from './bookings';
import { states } from './places';
import { moneyAddsUp, oneOf } from './status-checks';

export { BODY_TYPES, CAR_CATEGORIES };

/** A car an owner offers for hire in Abuja (docs/product.md#data: Car). Rates in kobo (docs/product.md#money). */
export const cars = pgTable(
  'car',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once its owner deleted their account; the row is retired then (docs/decisions/0026). */
    ownerId: text('owner_id').references(() => users.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    // Unique among listed cars (index below): a retired car's plate can be registered again.
    licensePlate: text('license_plate').notNull(),
    color: text('color').notNull(),
    mileage: integer('mileage').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    bodyType: text('body_type', { enum: BODY_TYPES }).notNull(),
    category: text('category', { enum: CAR_CATEGORIES }).notNull(),
    dailyRateKobo: bigint('daily_rate_kobo', { mode: 'number' }).notNull(),
    hourlyRateKobo: bigint('hourly_rate_kobo', { mode: 'number' }).notNull(),
    weeklyRateKobo: bigint('weekly_rate_kobo', { mode: 'number' }).notNull(),
    carImage: text('car_image').notNull(),
    escortAvailable: boolean('escort_available').notNull().default(false),
    escortPriceKobo: bigint('escort_price_kobo', { mode: 'number' }),
    state: text('state').notNull(),
    stateId: integer('state_id').references(() => states.id),
    localGov: text('local_gov').notNull(),
    city: text('city').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    // Cars are retired, not erased, so past bookings keep their car
    // (docs/product.md#deleting, decision 0004).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('car_body_type_known', oneOf(table.bodyType, BODY_TYPES)),
    check('car_category_known', oneOf(table.category, CAR_CATEGORIES)),
    uniqueIndex('car_license_plate_listed_idx')
      .on(table.licensePlate)
      .where(sql`${table.deletedAt} is null`),
    check('car_mileage_not_negative', sql`${table.mileage} >= 0`),
    check('car_year_range', sql`${table.year} >= 2000`),
    check(
      'car_rates_not_negative',
      sql`${table.dailyRateKobo} >= 0 and ${table.hourlyRateKobo} >= 0 and ${table.weeklyRateKobo} >= 0`,
    ),
    check(
      'car_escort_price_not_negative',
      sql`${table.escortPriceKobo} is null or ${table.escortPriceKobo} >= 0`,
    ),
    index('car_owner_idx').on(table.ownerId),
    index('car_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * The longest hire any configuration allows, in hours (MAX_HIRE_DAYS at its
 * ceiling): the bound of the stored length, and so how far before a window
 * an overlapping hire can have been picked up.
 */
export const LONGEST_HIRE_HOURS = HOLD_LIMIT_CEILINGS.maxHireDays * 24;

/**
 * A hire of one car (docs/product.md#data: Car booking payload): a
 * Lagos pickup instant and the instant the car is due back
 * (docs/product.md#dates). Windows of one car's bookings that are not
 * cancelled never overlap (docs/product.md#availability): bookings are
 * written under a lock on the car row.
 */
export const carBookings = pgTable(
  'car_booking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    hours: integer('hours').notNull(),
    /** A driver-escort comes with the car (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md). */
    escort: boolean('escort').notNull().default(false),
    /** The car's hourly rate when hired, kobo: the answer's hourlyRate, as charged. */
    hourlyRateKobo: bigint('hourly_rate_kobo', { mode: 'number' }).notNull(),
    /**
     * What was charged, line by line, kobo (weeks, days, hours, escort days);
     * they sum to total_price_kobo. Hires made before migration 0013 read as
     * their hours at the hourly rate.
     */
    priceLines: jsonb('price_lines').$type<HirePriceLineKobo[]>().notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    totalPriceKobo: bigint('total_price_kobo', { mode: 'number' }).notNull(),
    paymentStatus: text('payment_status', { enum: STORED_PAYMENT_STATUSES })
      .notNull()
      .default('not paid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
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
    /** The car's daily rate when hired: a late cancellation keeps at most one day (docs/product.md#cancellation). */
    dailyRateKobo: bigint('daily_rate_kobo', { mode: 'number' }),
    status: text('status', { enum: CAR_BOOKING_STATUSES }).notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'car_booking_hours_range',
      sql`${table.hours} between 1 and ${sql.raw(String(LONGEST_HIRE_HOURS))}`,
    ),
    check('car_booking_window_order', sql`${table.returnAt} > ${table.pickupAt}`),
    check('car_booking_total_not_negative', sql`${table.totalPriceKobo} >= 0`),
    check('car_booking_status_known', oneOf(table.status, CAR_BOOKING_STATUSES)),
    check('car_booking_payment_status_known', oneOf(table.paymentStatus, STORED_PAYMENT_STATUSES)),
    check('car_booking_payment_method_known', oneOf(table.paymentMethod, PAYMENT_METHODS)),
    ...moneyAddsUp('car_booking', table, table.totalPriceKobo),
    index('car_booking_car_window_idx').on(table.carId, table.pickupAt),
    index('car_booking_user_idx').on(table.userId),
    index('car_booking_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} is not null and ${table.status} = 'confirmed'`),
  ],
);
