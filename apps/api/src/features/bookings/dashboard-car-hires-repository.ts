import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { carBookings, cars } from '../../db/schema/cars';
import { carHireEarnings, earnings, testMoneyOfCarHire } from './earned-money-repository';

/*
 * The owner dashboard's car-hire figures
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md), on the rules
 * of the room figures (booking-list-repository.ts, dashboard-series-repository.ts).
 */

/**
 * Hires of the owner's cars (retired ones too) that are or were hires (not
 * cancelled, not expired holds), the money they earned apart from what test
 * payments brought, and what is still owed on those held unpaid whose hold
 * has not run out.
 */
export async function ownerCarHireTotals(db: Database, ownerId: string) {
  const counted = sql`${carBookings.status} not in ('cancelled', 'expired')`;
  const owed = sql`${carBookings.status} = 'confirmed' and ${carBookings.paymentStatus} <> 'paid'
    and (${carBookings.holdExpiresAt} is null or ${carBookings.holdExpiresAt} > now())`;
  const [row] = await db
    .select({
      totalBookings: sql<number>`(count(*) filter (where ${counted}))::int`,
      revenueKobo: sql<number>`coalesce(sum(${carHireEarnings.counted}), 0)`.mapWith(Number),
      testPaymentsKobo: sql<number>`coalesce(sum(${carHireEarnings.test}), 0)`.mapWith(Number),
      unpaidKobo: sql<number>`coalesce(sum(${carBookings.totalPriceKobo} - ${carBookings.paidKobo})
        filter (where ${owed}), 0)`.mapWith(Number),
      unpaidBookings: sql<number>`(count(*) filter (where ${owed}))::int`,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(eq(cars.ownerId, ownerId));
  return row!;
}

/**
 * Per Lagos day from `first` for `days` days: what the hires of the owner's
 * cars picked up that day earned, the paid ones' totals and what cancelled
 * ones kept, test payments' money left out, as the room series counts paid
 * nights and kept money. A hire counts on its pickup day, however long it
 * lasts. Days with none are absent.
 */
export async function findCarHireDays(
  db: Database,
  ownerId: string,
  first: string,
  days: number,
): Promise<Map<string, number>> {
  const pickupDay = sql`(${carBookings.pickupAt} at time zone 'Africa/Lagos')::date`;
  const earned = sql<number>`case
    when ${carBookings.status} = 'cancelled' then coalesce(${carBookings.keptKobo}, 0)
    when ${carBookings.status} = 'confirmed' and ${carBookings.paymentStatus} = 'paid'
      then ${carBookings.totalPriceKobo}
    else 0 end`;
  const rows = await db
    .select({
      day: sql<string>`to_char(${pickupDay}, 'YYYY-MM-DD')`,
      // As text, so neither driver rounds a bigint sum.
      earnedKobo: sql<string>`sum(${earnings(earned, testMoneyOfCarHire).counted})::text`,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(
      sql`${cars.ownerId} = ${ownerId}
        and ${pickupDay} >= ${first}::date and ${pickupDay} < ${first}::date + ${days}::int`,
    )
    .groupBy(pickupDay);
  return new Map(rows.map((row) => [row.day, Number(row.earnedKobo)]));
}
