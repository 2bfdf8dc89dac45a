import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { bookings } from '../../src/db/schema/bookings';
import { carBookings } from '../../src/db/schema/cars';
import { payments, refunds } from '../../src/db/schema/payments';
import { createCar, createHotel, createUser } from '../../src/db/seed/factories';
import {
  moveCarHireStatus,
  movePaymentAttemptStatus,
  movePaymentStatus,
  moveRefundStatus,
  moveStayStatus,
} from '../../src/money/lifecycle/lifecycle-repository';
import { TransitionRefused } from '../../src/money/lifecycle/transitions';
import { openTestDatabase, testEngine } from '../support/test-app';

/*
 * The money lifecycle on the real database (docs/decisions/0035): a move is
 * written only from the value its caller read, a move the tables do not list
 * never reaches the database, and the database itself refuses a status
 * outside its set and money that does not add up.
 */

let db: Database;
let close: () => Promise<void>;
let hotelId: string;
let carId: string;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  close = opened.close;
  const owner = await createUser(db);
  hotelId = (await createHotel(db, owner.id)).id;
  carId = (await createCar(db, owner.id)).id;
});

afterAll(async () => close());

const TOTAL = 5_000_000;

async function stay(overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await db
    .insert(bookings)
    .values({
      reference: `WK-${randomUUID().slice(0, 8).toUpperCase()}`,
      hotelId,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.ng',
      phone: '08030000000',
      checkInDate: '2031-03-10',
      checkOutDate: '2031-03-12',
      nights: 2,
      totalAmountKobo: TOTAL,
      ...overrides,
    })
    .returning();
  return row!;
}

async function hire() {
  const [row] = await db
    .insert(carBookings)
    .values({
      reference: `WC-${randomUUID().slice(0, 8).toUpperCase()}`,
      carId,
      pickupAt: new Date('2031-03-10T09:00:00Z'),
      returnAt: new Date('2031-03-10T19:00:00Z'),
      hours: 10,
      fullName: 'Ada Obi',
      phone: '08030000000',
      email: 'ada@example.ng',
      hourlyRateKobo: 500_000,
      priceLines: [{ unit: 'hour', count: 10, unitKobo: 500_000, amountKobo: TOTAL }],
      totalPriceKobo: TOTAL,
    })
    .returning();
  return row!;
}

async function attempt(bookingId: string) {
  const [row] = await db
    .insert(payments)
    .values({
      reference: `WP-${randomUUID().slice(0, 8).toUpperCase()}`,
      bookingId,
      email: 'ada@example.ng',
      amountKobo: TOTAL,
      testMode: true,
    })
    .returning();
  return row!;
}

const stayRow = async (id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** A database that fails the test if any SQL reaches it. */
const noSql = new Proxy({} as Database, {
  get() {
    throw new Error('SQL reached the database');
  },
});

/** The database's refusal, named by its constraint, whatever wraps the driver's error. */
async function refusedBy(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `${constraint} let the write through`).toBeInstanceOf(Error);
  const words = [error, (error as { cause?: unknown }).cause].map(String).join(' ');
  expect(words).toContain(constraint);
}

describe(`the money lifecycle (${testEngine})`, () => {
  it('moves a stay from the status its caller read, with the columns that go with it', async () => {
    const booked = await stay({ paidKobo: TOTAL, paymentStatus: 'paid' });
    const moved = await moveStayStatus(db, {
      id: booked.id,
      from: 'confirmed',
      to: 'cancelled',
      also: { keptKobo: 1_000_000, refundKobo: 4_000_000 },
    });
    expect(moved).toBe(true);
    expect(await stayRow(booked.id)).toMatchObject({
      status: 'cancelled',
      keptKobo: 1_000_000,
      refundKobo: 4_000_000,
    });
  });

  it('refuses a move from a stale reading and changes nothing', async () => {
    const booked = await stay();
    // Another transaction expired the hold after this caller read it confirmed.
    await db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, booked.id));
    await expect(
      moveStayStatus(db, {
        id: booked.id,
        from: 'confirmed',
        to: 'cancelled',
        also: { keptKobo: 0, refundKobo: 0, cancelledBy: 'guest' },
      }),
    ).rejects.toThrow(TransitionRefused);
    expect(await stayRow(booked.id)).toMatchObject({
      status: 'expired',
      keptKobo: null,
      refundKobo: null,
      cancelledBy: null,
    });
  });

  it('refuses a payment move from a stale reading, on a stay and on a car hire', async () => {
    const booked = await stay({ paymentStatus: 'awaiting confirmation' });
    await expect(
      movePaymentStatus(db, 'room', { id: booked.id, from: 'not paid', to: 'pay at hotel' }),
    ).rejects.toThrow(TransitionRefused);
    expect((await stayRow(booked.id)).paymentStatus).toBe('awaiting confirmation');

    const hired = await hire();
    await expect(
      moveCarHireStatus(db, { id: hired.id, from: 'expired', to: 'confirmed' }),
    ).rejects.toThrow(TransitionRefused);
  });

  it('lets a caller that expects to lose a race skip the move quietly', async () => {
    const booked = await stay({ paidKobo: TOTAL, paymentStatus: 'paid' });
    const paid = await attempt(booked.id);
    const [refund] = await db
      .insert(refunds)
      .values({ paymentId: paid.id, amountKobo: TOTAL, reason: 'cancelled', status: 'refunded' })
      .returning();
    const moved = await moveRefundStatus(db, {
      id: refund!.id,
      from: 'to request',
      to: 'pending',
      ifMoved: 'skip',
    });
    expect(moved).toBe(false);
    const [after] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after!.status).toBe('refunded');
  });

  it('refuses a move the tables do not list before any SQL is sent', async () => {
    const id = randomUUID();
    await expect(moveStayStatus(noSql, { id, from: 'cancelled', to: 'confirmed' })).rejects.toThrow(
      TransitionRefused,
    );
    await expect(
      moveStayStatus(noSql, { id, from: ['confirmed', 'no show'], to: 'cancelled' }),
    ).rejects.toThrow(TransitionRefused);
    await expect(
      movePaymentStatus(noSql, 'car', { id, from: 'paid', to: 'awaiting confirmation' }),
    ).rejects.toThrow(TransitionRefused);
    await expect(
      movePaymentAttemptStatus(noSql, { id, from: 'success', to: 'failed' }),
    ).rejects.toThrow(TransitionRefused);
    await expect(
      moveRefundStatus(noSql, { id, from: 'refunded', to: 'to request' }),
    ).rejects.toThrow(TransitionRefused);
  });

  it('refuses a status outside its set, in every status column', async () => {
    const booked = await stay();
    const hired = await hire();
    const paid = await attempt(booked.id);
    const [refund] = await db
      .insert(refunds)
      .values({ paymentId: paid.id, amountKobo: 1_000, reason: 'test' })
      .returning();
    const set = (table: string, column: string, id: string, value: string) =>
      db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value}
        where id = ${id}`);
    await refusedBy(set('booking', 'status', booked.id, 'lost'), 'booking_status_known');
    await refusedBy(set('car_booking', 'status', hired.id, 'no show'), 'car_booking_status_known');
    await refusedBy(
      set('booking', 'payment_status', booked.id, 'expired'),
      'booking_payment_status_known',
    );
    await refusedBy(
      set('car_booking', 'payment_status', hired.id, 'half paid'),
      'car_booking_payment_status_known',
    );
    await refusedBy(
      set('booking', 'payment_method', booked.id, 'cheque'),
      'booking_payment_method_known',
    );
    await refusedBy(set('payment', 'status', paid.id, 'abandoned'), 'payment_status_known');
    await refusedBy(set('refund', 'status', refund!.id, 'asked'), 'refund_status_known');
    expect(await stayRow(booked.id)).toMatchObject({ status: 'confirmed', paymentMethod: null });
  });

  it('refuses money that does not add up: paid above the total, kept or refunded below zero or above paid', async () => {
    const booked = await stay({ paidKobo: TOTAL, paymentStatus: 'paid' });
    const hired = await hire();
    await refusedBy(
      db
        .update(bookings)
        .set({ paidKobo: TOTAL + 1 })
        .where(eq(bookings.id, booked.id)),
      'booking_paid_within_total',
    );
    await refusedBy(
      db
        .update(bookings)
        .set({ totalAmountKobo: TOTAL - 1 })
        .where(eq(bookings.id, booked.id)),
      'booking_paid_within_total',
    );
    await refusedBy(
      db
        .update(carBookings)
        .set({ paidKobo: TOTAL + 1 })
        .where(eq(carBookings.id, hired.id)),
      'car_booking_paid_within_total',
    );
    await refusedBy(
      db
        .update(bookings)
        .set({ keptKobo: 1_000_000, refundKobo: TOTAL })
        .where(eq(bookings.id, booked.id)),
      'booking_kept_refund_within_paid',
    );
    await refusedBy(
      db.update(bookings).set({ refundKobo: -1 }).where(eq(bookings.id, booked.id)),
      'booking_kept_refund_not_negative',
    );
    await refusedBy(stay({ paidKobo: TOTAL * 2 }), 'booking_paid_within_total');
    expect(await stayRow(booked.id)).toMatchObject({
      paidKobo: TOTAL,
      totalAmountKobo: TOTAL,
      keptKobo: null,
      refundKobo: null,
    });
  });
});
