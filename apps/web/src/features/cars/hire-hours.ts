import { MAX_HIRE_HOURS, MIN_HIRE_HOURS } from '@waka/shared/cars/car-options';
import { lagosInstant } from '@waka/shared/cars/pickup-window';

/** The hours typed, when they are a hire the server would take (1 to 24, whole); else null. */
export function validHours(typed: unknown): number | null {
  const hours =
    typeof typed === 'number' ? typed : Number(String(typed ?? '').trim() || Number.NaN);
  return Number.isInteger(hours) && hours >= MIN_HIRE_HOURS && hours <= MAX_HIRE_HOURS
    ? hours
    : null;
}

/** True when `time` on `date` has already begun on a Lagos clock (docs/product.md#dates): not a pickup to offer. */
export function isPastPickup(date: string, time: string, now: Date = new Date()): boolean {
  return lagosInstant(date, time) <= now;
}
