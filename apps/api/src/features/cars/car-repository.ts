import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BodyType, CarCategory } from '@waka/shared/cars/car-options';
import type { Database } from '../../db/database';
import { cars } from '../../db/schema/cars';

export type CarRow = typeof cars.$inferSelect;

export type CarFilters = { bodyTypes: BodyType[]; categories: CarCategory[] };
export type Page = { limit: number; offset: number };

const listed = isNull(cars.deletedAt);

/**
 * Listed cars matching the filters, oldest registered first (a stable order,
 * so "View More" never repeats or skips a car), one page or all, with the
 * count over every page.
 */
export async function findListedCars(
  db: Database,
  filters: CarFilters,
  page: Page | undefined,
): Promise<{ rows: CarRow[]; total: number }> {
  const conditions: SQL[] = [listed];
  if (filters.bodyTypes.length) conditions.push(inArray(cars.bodyType, filters.bodyTypes));
  if (filters.categories.length) conditions.push(inArray(cars.category, filters.categories));
  const where = and(...conditions);

  const query = db.select().from(cars).where(where).orderBy(asc(cars.createdAt), asc(cars.id));
  const [rows, [counted]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findListedCarById(db: Database, carId: string): Promise<CarRow | undefined> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), listed));
  return car;
}
