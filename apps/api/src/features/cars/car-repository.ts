import { and, asc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { BodyType, CarCategory } from '@waka/shared/cars/car-options';
import type { Database } from '../../db/database';
import { carBookings, cars } from '../../db/schema/cars';
import { holdingCarDuring, type Window } from '../../lib/car-hires/car-hire-overlap-repository';

export type CarRow = typeof cars.$inferSelect;

export type CarFilters = {
  bodyTypes: BodyType[];
  categories: CarCategory[];
  /** Only cars no hire holds during this window. */
  freeFor?: Window | undefined;
};
export type Page = { limit: number; offset: number };

const listed = isNull(cars.deletedAt);

/** The list's order: oldest registered first, a stable order. */
const listOrder = [asc(cars.createdAt), asc(cars.id)];

/**
 * Listed cars matching the filters, oldest registered first (a stable order,
 * so "View More" never repeats or skips a car), one page or all, with the
 * count over every page. One statement, so one round trip: the count is
 * taken once, and the page is joined to it LATERAL (left, so a page past the
 * end still answers the count, on a row without a car).
 */
export async function findListedCars(
  db: Database,
  filters: CarFilters,
  page: Page | undefined,
): Promise<{ rows: CarRow[]; total: number }> {
  const conditions: SQL[] = [listed];
  if (filters.bodyTypes.length) conditions.push(inArray(cars.bodyType, filters.bodyTypes));
  if (filters.categories.length) conditions.push(inArray(cars.category, filters.categories));
  if (filters.freeFor) {
    const taken = db
      .select({ one: sql`1` })
      .from(carBookings)
      .where(and(eq(carBookings.carId, cars.id), holdingCarDuring(filters.freeFor)));
    conditions.push(notExists(taken));
  }
  const where = and(...conditions);

  const counted = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(cars)
    .where(where)
    .as('counted');
  const ordered = db
    .select()
    .from(cars)
    .where(where)
    .orderBy(...listOrder);
  const listedPage = (page ? ordered.limit(page.limit).offset(page.offset) : ordered).as(
    'listed_page',
  );
  const found = await db
    .select()
    .from(counted)
    .leftJoinLateral(listedPage, sql`true`);
  const rows = found.flatMap((row) => (row.listed_page ? [row.listed_page] : []));
  return { rows, total: found[0]?.counted.n ?? 0 };
}

/** The photo of the car the unfiltered list shows first: one row of the list's order, no count. */
export async function findFirstListedCarImage(db: Database): Promise<string | undefined> {
  const [first] = await db
    .select({ carImage: cars.carImage })
    .from(cars)
    .where(listed)
    .orderBy(...listOrder)
    .limit(1);
  return first?.carImage;
}

export async function findListedCarById(db: Database, carId: string): Promise<CarRow | undefined> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), listed));
  return car;
}

/** The windows hires hold the car in during `window`, earliest pickup first: when it is taken, nothing of who took it. */
export async function findTakenWindows(
  db: Database,
  carId: string,
  window: Window,
): Promise<Window[]> {
  return db
    .select({ pickupAt: carBookings.pickupAt, returnAt: carBookings.returnAt })
    .from(carBookings)
    .where(and(eq(carBookings.carId, carId), holdingCarDuring(window)))
    .orderBy(asc(carBookings.pickupAt));
}
