import { and, eq, gt, lt } from 'drizzle-orm';
import { carBookings, LONGEST_HIRE_HOURS } from '../../db/schema/cars';

export type Window = { pickupAt: Date; returnAt: Date };

/**
 * Hires holding a car (`confirmed`: expired and cancelled ones hold nothing)
 * during some of `window`; windows that only touch (10–12 and 12–14) do not
 * overlap. No stored hire is longer than LONGEST_HIRE_HOURS (the table's
 * check), not the configured MAX_HIRE_DAYS, so lowering them never hides a
 * longer hire already made; and one picked up longer before the window cannot
 * reach it, which keeps the (car_id, pickup_at) index scan to a car's few
 * months (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md). The new
 * hire's overlap check, the listing's pickup window and the availability
 * answer all read this one rule.
 */
export const holdingCarDuring = (window: Window) =>
  and(
    eq(carBookings.status, 'confirmed'),
    gt(carBookings.pickupAt, new Date(window.pickupAt.getTime() - LONGEST_HIRE_HOURS * 3_600_000)),
    lt(carBookings.pickupAt, window.returnAt),
    gt(carBookings.returnAt, window.pickupAt),
  );
