/**
 * Date rules (docs/product.md#dates). A stay is a pair of calendar dates (YYYY-MM-DD). "Today"
 * is today in Africa/Lagos, whatever zone the machine runs in.
 */

export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Lagos keeps West Africa Time, UTC+1 all year (no summer time since 1919),
 * so its clock is UTC an hour on. Arithmetic rather than Intl with a time
 * zone: a page's first Intl formatter loads locale data, a long task on a
 * phone's main thread, and every dated request asks for today (figures:
 * docs/decisions/0013-numbers-and-dates-written-without-intl.md).
 * `dates.test.ts` checks it against Intl.
 */
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000;

/** The date ('2027-01-12') and time ('10:00') on a clock in Lagos at an instant. */
export function lagosWallClock(instant: Date): { date: string; time: string } {
  const wall = new Date(instant.getTime() + LAGOS_UTC_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The calendar date in Lagos at the given instant, as YYYY-MM-DD. */
export function lagosDate(instant: Date): string {
  return lagosWallClock(instant).date;
}

/** Today's date in Lagos, as YYYY-MM-DD. */
export function lagosToday(now: Date = new Date()): string {
  return lagosDate(now);
}

const ISO_DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  // Arithmetic, not a Date round trip: every dated request checks several.
  const parts = ISO_DATE_PARTS.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** Whole nights between two dates; never negative (docs/product.md#validation). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return 0;
  return Math.max(0, dayNumber(checkOut) - dayNumber(checkIn));
}

/** Each night of a stay, check-in first (the night of each date before check-out); none when it is empty or backwards. */
export function nightsOfStay(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: nightsBetween(checkIn, checkOut) }, (_, n) => addDays(checkIn, n));
}

/** The date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The date `months` calendar months after `isoDate`; a day the target month
 * lacks falls to its last day (2026-08-31 plus 18 months is 2028-02-29).
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDay).padStart(2, '0')}`;
}

/**
 * An instant as the owner screens show it (docs/product.md#owner-dashboard,
 * "DD-MM-YYYY hh:mm A"), on the clock in Lagos: '05-03-2027 02:07 PM'.
 */
export function formatLagosDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const clock = lagosWallClock(date);
  const [year, month, day] = clock.date.split('-');
  const [hourText, minute] = clock.time.split(':');
  const hour = Number(hourText);
  const hour12 = String(hour % 12 || 12).padStart(2, '0');
  return `${day}-${month}-${year} ${hour12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
