import {
  type TCarAvailability,
  type TCarAvailabilityQuery,
} from '@waka/shared/cars/car-availability';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { addDays, lagosToday, lagosWallClock } from '@waka/shared/dates';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findListedCarById, findTakenWindows } from './car-repository';

/**
 * When a listed car is taken over `days` days from `from` (today when not
 * given), each day from 00:00 in Lagos: the hires' windows, whole, on the
 * Lagos clock and as instants
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md). A hold past its
 * time counts until the sweeper releases it, as it does for a new hire's
 * overlap check until that expires it.
 */
export async function carAvailability(
  db: Database,
  carId: string,
  query: TCarAvailabilityQuery,
): Promise<TCarAvailability> {
  if (!(await findListedCarById(db, carId))) throw notFound('Car');
  const first = query.from ?? lagosToday();
  const taken = await findTakenWindows(db, carId, {
    pickupAt: lagosInstant(first, '00:00'),
    returnAt: lagosInstant(addDays(first, query.days), '00:00'),
  });
  return taken.map(({ pickupAt, returnAt }) => {
    const pickup = lagosWallClock(pickupAt);
    const back = lagosWallClock(returnAt);
    return {
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      returnDate: back.date,
      returnTime: back.time,
      pickupAt: pickupAt.toISOString(),
      returnAt: returnAt.toISOString(),
    };
  });
}
