import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { carBookings, cars } from '../../db/schema/cars';
import { holdingCarDuring, type Window } from '../../lib/car-hires/car-hire-overlap-repository';

export type CarBookingRow = typeof carBookings.$inferSelect;
export type NewCarBookingRow = PgInsertValue<typeof carBookings>;
export type BookedCar = typeof cars.$inferSelect;
export type Page = { limit: number; offset: number };

/**
 * Locks the listed car for the rest of the transaction
 * (docs/product.md#availability): every booking of this car, and its delete, queues
 * here, so the overlap check that follows sees every booking committed before. Only
 * the car row is locked, not its owner's.
 */
export async function lockListedCarWithOwner(tx: Database, carId: string) {
  const [row] = await tx
    .select({ car: cars, ownerEmail: users.email, ownerName: users.name })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)))
    .for('update', { of: cars });
  return row;
}

/**
 * The earliest booking of the car still holding it during some of this
 * window (holdingCarDuring: 10–12 and 12–14 both stand).
 */
export async function findOverlappingBooking(
  tx: Database,
  carId: string,
  window: Window,
): Promise<Window | undefined> {
  const [row] = await tx
    .select({ pickupAt: carBookings.pickupAt, returnAt: carBookings.returnAt })
    .from(carBookings)
    .where(and(eq(carBookings.carId, carId), holdingCarDuring(window)))
    .orderBy(carBookings.pickupAt)
    .limit(1);
  return row;
}

export async function insertCarBooking(
  tx: Database,
  booking: NewCarBookingRow,
): Promise<CarBookingRow> {
  const [saved] = await tx.insert(carBookings).values(booking).returning();
  return saved!;
}

/** `minutes` from the database's now: the clock the hold sweeper reads. */
export const minutesFromNow = (minutes: number) =>
  sql<Date>`now() + make_interval(mins => ${minutes})`;

export async function carReferenceExists(tx: Database, reference: string): Promise<boolean> {
  const found = await tx
    .select({ id: carBookings.id })
    .from(carBookings)
    .where(eq(carBookings.reference, reference));
  return found.length > 0;
}

/**
 * Bookings of the owner's cars, retired cars included (past bookings are
 * never lost), newest made first; one page or all, with the total.
 */
export async function findOwnerCarBookings(
  db: Database,
  ownerId: string,
  page: Page | undefined,
): Promise<{ rows: { booking: CarBookingRow; car: BookedCar }[]; total: number }> {
  const owned = eq(cars.ownerId, ownerId);
  const query = db
    .select({ booking: carBookings, car: cars })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(owned)
    .orderBy(desc(carBookings.createdAt), desc(carBookings.id));
  const [rows, [counted]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(carBookings)
      .innerJoin(cars, eq(cars.id, carBookings.carId))
      .where(owned),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCarBookingByReference(db: Database, reference: string) {
  const [row] = await db
    .select({ booking: carBookings, car: cars })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(eq(carBookings.reference, reference));
  return row;
}

/** The hires made by a signed-in customer, retired cars included, newest made first. */
export async function findCustomerCarHires(db: Database, userId: string) {
  return db
    .select({ booking: carBookings, car: cars })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(eq(carBookings.userId, userId))
    .orderBy(desc(carBookings.createdAt), desc(carBookings.id));
}
