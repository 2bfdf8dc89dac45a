import { z } from 'zod';
import { lagosToday } from '../dates';
import { CAR_BOOKING_MESSAGES, ZHireHours, ZPickupDate, ZPickupTime } from './car-booking';
import { checkHireLength, hireHours, ZReturnDate, ZReturnTime } from './hire-length';
import { pickupWindow, type PickupWindow } from './pickup-window';

/*
 * The car listing's pickup window (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * a pickup date and hour, and hours or a return date and hour, as the rental
 * request takes them. Given, the listing answers only cars free for all of
 * it. Absent or empty, every car. The pickup may be any hour of today on:
 * the listing is kept a day at a time (decision 0009), so it is checked by
 * the day, and the request checks the hour.
 */

/** A query value where empty means absent, then the request's own rule (which may take a number too). */
const blankIsAbsent = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional() as unknown as z.ZodType<z.output<T> | undefined, string | undefined>);

export const pickupFilterFields = {
  pickupDate: blankIsAbsent(ZPickupDate, CAR_BOOKING_MESSAGES.pickupDateInvalid).meta({
    description: 'Only cars free from this pickup date (YYYY-MM-DD in Lagos), with pickupTime',
  }),
  pickupTime: blankIsAbsent(ZPickupTime, CAR_BOOKING_MESSAGES.pickupTimeHourly).meta({
    description: "The pickup hour, '00:00' to '23:00' in Lagos",
  }),
  hours: blankIsAbsent(ZHireHours, CAR_BOOKING_MESSAGES.hoursWhole).meta({
    description: 'The hire’s length, 1 to 24 hours; or returnDate and returnTime',
  }),
  returnDate: blankIsAbsent(ZReturnDate, CAR_BOOKING_MESSAGES.pickupDateInvalid).meta({
    description: 'The return date (YYYY-MM-DD in Lagos), with returnTime; instead of hours',
  }),
  returnTime: blankIsAbsent(ZReturnTime, CAR_BOOKING_MESSAGES.pickupTimeHourly).meta({
    description: "The return hour, '00:00' to '23:00' in Lagos",
  }),
};

type PickupFilter = {
  pickupDate?: string | undefined;
  pickupTime?: string | undefined;
  hours?: number | undefined;
  returnDate?: string | undefined;
  returnTime?: string | undefined;
};

const asked = (value: PickupFilter) =>
  [value.pickupDate, value.pickupTime, value.hours, value.returnDate, value.returnTime].some(
    (part) => part !== undefined,
  );

/** A window asked in whole: a pickup date and hour, today or later, and one length within the days allowed. */
export function checkPickupFilter(value: PickupFilter, ctx: z.RefinementCtx): void {
  if (!asked(value)) return;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.pickupDate === undefined) issue('pickupDate', CAR_BOOKING_MESSAGES.pickupDateRequired);
  else if (value.pickupDate < lagosToday())
    issue('pickupDate', CAR_BOOKING_MESSAGES.pickupDateInFuture);
  if (value.pickupTime === undefined) issue('pickupTime', CAR_BOOKING_MESSAGES.pickupTimeRequired);
  if (value.pickupDate === undefined || value.pickupTime === undefined) return;
  checkHireLength({ ...value, pickupDate: value.pickupDate, pickupTime: value.pickupTime }, ctx);
}

/** The window a checked filter asks for, or undefined when none was asked. */
export function pickupFilterWindow(value: PickupFilter): PickupWindow | undefined {
  if (value.pickupDate === undefined || value.pickupTime === undefined) return undefined;
  const hours = hireHours({ ...value, pickupDate: value.pickupDate, pickupTime: value.pickupTime });
  return hours === null ? undefined : pickupWindow(value.pickupDate, value.pickupTime, hours);
}
