import { MAX_HIRE_HOURS, MIN_HIRE_HOURS } from '@waka/shared/cars/car-options';
import { hireHours } from '@waka/shared/cars/hire-length';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { holdLimits } from '@waka/shared/hold-limits';

/*
 * How long the hire on the form lasts (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * 'By the hour' (1 to 24 hours) or 'Until a date' (a return date and hour).
 * The form keeps both sets of fields while the traveller switches; only the
 * chosen one is checked and sent, as the shared schema takes exactly one.
 */

export type HireBy = 'hours' | 'return';

type LengthValues = {
  pickupDate: string;
  pickupTime: string;
  hours?: unknown;
  returnDate?: string | undefined;
  returnTime?: string | undefined;
};

/** The values with only the chosen length kept (the other's fields left out). */
export function withChosenLength<T extends LengthValues>(values: T, by: HireBy): T {
  const { hours, returnDate, returnTime, ...rest } = values;
  return (by === 'hours' ? { ...rest, hours } : { ...rest, returnDate, returnTime }) as T;
}

/** The hours typed, when they are a hire the server would take (1 to 24, whole); else null. */
export function validHours(typed: unknown): number | null {
  const hours =
    typeof typed === 'number' ? typed : Number(String(typed ?? '').trim() || Number.NaN);
  return Number.isInteger(hours) && hours >= MIN_HIRE_HOURS && hours <= MAX_HIRE_HOURS
    ? hours
    : null;
}

/**
 * The hire's length in hours as the form reads so far, when the server would
 * take it (1 hour to the days allowed); null while it is incomplete or out of bounds.
 */
export function formHireHours(values: LengthValues, by: HireBy): number | null {
  if (by === 'hours') return validHours(values.hours);
  const hours = hireHours({ ...values, hours: undefined });
  return hours !== null && hours >= 1 && hours <= holdLimits().maxHireDays * 24 ? hours : null;
}

/** True when `time` on `date` has already begun on a Lagos clock (docs/product.md#dates): not a pickup to offer. */
export function isPastPickup(date: string, time: string, now: Date = new Date()): boolean {
  return lagosInstant(date, time) <= now;
}
