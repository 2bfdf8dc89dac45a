import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { carBookings, cars } from '../../db/schema/cars';
import type { CarRow } from './car-repository';

export type NewCarRow = typeof cars.$inferInsert;
export type CarChanges = Partial<Omit<NewCarRow, 'id' | 'ownerId' | 'createdAt' | 'deletedAt'>>;

/** What a write answers when another listed car already has the plate. */
export const PLATE_TAKEN = 'plate-taken' as const;

const ownedBy = (ownerId: string, carId: string) =>
  and(eq(cars.id, carId), eq(cars.ownerId, ownerId), isNull(cars.deletedAt));

const PLATE_INDEX = 'car_license_plate_listed_idx';

/** PostgreSQL's unique violation on the listed-plate index, however the driver wraps it. */
function isPlateTaken(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, message, cause } = e as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (code === '23505' && (constraint === PLATE_INDEX || message?.includes(PLATE_INDEX)))
      return true;
    e = cause;
  }
  return false;
}

export async function insertCar(
  db: Database,
  car: NewCarRow,
): Promise<CarRow | typeof PLATE_TAKEN> {
  try {
    const [saved] = await db.insert(cars).values(car).returning();
    return saved!;
  } catch (error) {
    if (isPlateTaken(error)) return PLATE_TAKEN;
    throw error;
  }
}

/** Changes a listed car of this owner; undefined when it is not theirs (or gone). */
export async function updateOwnedCar(
  db: Database,
  ownerId: string,
  carId: string,
  changes: CarChanges,
): Promise<CarRow | undefined | typeof PLATE_TAKEN> {
  try {
    const [saved] = await db
      .update(cars)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(ownedBy(ownerId, carId))
      .returning();
    return saved;
  } catch (error) {
    if (isPlateTaken(error)) return PLATE_TAKEN;
    throw error;
  }
}

export async function findOwnedCar(
  db: Database,
  ownerId: string,
  carId: string,
): Promise<CarRow | undefined> {
  const [car] = await db.select().from(cars).where(ownedBy(ownerId, carId));
  return car;
}

/**
 * The owner's listed car, locked until the transaction ends. Bookings take
 * the same lock (docs/product.md#availability), so one being made now is either counted or refused.
 */
export async function lockOwnedCar(
  tx: Database,
  ownerId: string,
  carId: string,
): Promise<CarRow | undefined> {
  const [car] = await tx.select().from(cars).where(ownedBy(ownerId, carId)).for('update');
  return car;
}

/** Bookings of the car that are not cancelled and end after `now` (upcoming or under way). */
export async function countUpcomingCarBookings(
  tx: Database,
  carId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(carBookings)
    .where(
      and(
        eq(carBookings.carId, carId),
        ne(carBookings.status, 'cancelled'),
        gt(carBookings.returnAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** Retires the car; its bookings keep pointing at it (docs/product.md#deleting). */
export async function retireCar(tx: Database, carId: string): Promise<void> {
  await tx
    .update(cars)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(cars.id, carId));
}

/** The owner's listed cars, newest first. */
export function findOwnerCars(db: Database, ownerId: string): Promise<CarRow[]> {
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.ownerId, ownerId), isNull(cars.deletedAt)))
    .orderBy(desc(cars.createdAt), desc(cars.id));
}
