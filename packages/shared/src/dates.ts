/**
 * Date rules (D2). A stay is a pair of calendar dates (YYYY-MM-DD). "Today"
 * is today in Africa/Lagos, whatever zone the machine runs in.
 */

export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const lagosDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Lagos at the given instant, as YYYY-MM-DD. */
export function lagosDate(instant: Date): string {
  return lagosDateFormat.format(instant);
}

/** Today's date in Lagos, as YYYY-MM-DD. */
export function lagosToday(now: Date = new Date()): string {
  return lagosDate(now);
}

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** Whole nights between two dates; never negative (spec §5). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return 0;
  return Math.max(0, dayNumber(checkOut) - dayNumber(checkIn));
}

/** The date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

const lagosDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
});

/**
 * An instant as the owner screens show it (spec §2 Owner dashboard,
 * "DD-MM-YYYY hh:mm A"), on the clock in Lagos: '05-03-2027 02:07 PM'.
 */
export function formatLagosDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const part = Object.fromEntries(
    lagosDateTimeFormat.formatToParts(date).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute} ${part.dayPeriod.toUpperCase()}`;
}
