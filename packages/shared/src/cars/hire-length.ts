import { z } from 'zod';
import { isIsoDate } from '../dates';
import { holdLimits } from '../hold-limits';
import { PICKUP_TIMES } from './car-options';
import { lagosInstant } from './pickup-window';

/*
 * How long a hire lasts (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * either `hours` (1 to 24, the original flow) or a return date and whole-hour
 * time on a Lagos clock, up to the days the server allows (30 unless
 * configured). Exactly one of the two is sent.
 */

export const HIRE_LENGTH_MESSAGES = {
  lengthRequired: 'Hours required',
  oneLength: 'Send hours or a return date and time, not both',
  returnDateRequired: 'Return date is required',
  returnDateInvalid: 'Use a real date written YYYY-MM-DD',
  returnTimeRequired: 'Return time is required',
  returnTimeHourly: 'Choose a whole hour from 00:00 to 23:00',
  returnAfterPickup: 'Return must be at least 1 hour after pickup',
  tooLong: (days: number) => `A hire can be at most ${days} days`,
} as const;

export const ZReturnDate = z
  .string({ error: HIRE_LENGTH_MESSAGES.returnDateRequired })
  .min(1, { error: HIRE_LENGTH_MESSAGES.returnDateRequired, abort: true })
  .refine(isIsoDate, HIRE_LENGTH_MESSAGES.returnDateInvalid)
  .meta({ description: 'The return date in Lagos, YYYY-MM-DD; instead of hours' });

export const ZReturnTime = z
  .string({ error: HIRE_LENGTH_MESSAGES.returnTimeRequired })
  .min(1, { error: HIRE_LENGTH_MESSAGES.returnTimeRequired, abort: true })
  .refine((time) => PICKUP_TIMES.includes(time), HIRE_LENGTH_MESSAGES.returnTimeHourly)
  .meta({ description: "The return hour on a Lagos clock, '00:00' to '23:00'; with returnDate" });

type HireLength = {
  pickupDate: string;
  pickupTime: string;
  hours?: number | undefined;
  returnDate?: string | undefined;
  returnTime?: string | undefined;
};

/** Whole hours from a pickup to a return on a Lagos clock (Lagos keeps no summer time). */
export function hoursUntilReturn(
  pickupDate: string,
  pickupTime: string,
  returnDate: string,
  returnTime: string,
): number {
  const pickupAt = lagosInstant(pickupDate, pickupTime).getTime();
  return Math.round((lagosInstant(returnDate, returnTime).getTime() - pickupAt) / 3_600_000);
}

/** The hire's length in hours, from whichever of the two it was given as; null until it can be read. */
export function hireHours(value: HireLength): number | null {
  if (value.hours !== undefined) return value.hours;
  const { pickupDate, pickupTime, returnDate, returnTime } = value;
  if (!returnDate || !returnTime || !isIsoDate(pickupDate) || !isIsoDate(returnDate)) return null;
  if (!PICKUP_TIMES.includes(pickupTime) || !PICKUP_TIMES.includes(returnTime)) return null;
  return hoursUntilReturn(pickupDate, pickupTime, returnDate, returnTime);
}

/** One length, given once, after the pickup and within the days allowed. */
export function checkHireLength(value: HireLength, ctx: z.RefinementCtx): void {
  const byReturn = value.returnDate !== undefined || value.returnTime !== undefined;
  if (value.hours !== undefined && byReturn) {
    ctx.addIssue({ code: 'custom', path: ['hours'], message: HIRE_LENGTH_MESSAGES.oneLength });
    return;
  }
  if (value.hours === undefined && !byReturn) {
    ctx.addIssue({ code: 'custom', path: ['hours'], message: HIRE_LENGTH_MESSAGES.lengthRequired });
    return;
  }
  if (!byReturn) return;
  if (value.returnDate === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['returnDate'],
      message: HIRE_LENGTH_MESSAGES.returnDateRequired,
    });
    return;
  }
  if (value.returnTime === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['returnTime'],
      message: HIRE_LENGTH_MESSAGES.returnTimeRequired,
    });
    return;
  }
  const hours = hireHours(value);
  if (hours === null) return; // a malformed date or time has its own message
  const maxDays = holdLimits().maxHireDays;
  if (hours < 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['returnDate'],
      message: HIRE_LENGTH_MESSAGES.returnAfterPickup,
    });
  } else if (hours > maxDays * 24) {
    ctx.addIssue({
      code: 'custom',
      path: ['returnDate'],
      message: HIRE_LENGTH_MESSAGES.tooLong(maxDays),
    });
  }
}
