import { madeOnce } from '@waka/shared/made-once';

/**
 * How a calendar date (YYYY-MM-DD, no zone: D2) is written in `locale` with
 * `options`. Read in UTC, so no zone moves it to the day before; the
 * formatter is built on first use (building one loads locale data).
 */
export function calendarDateText(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (isoDate: string) => string {
  const format = madeOnce(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
  return (isoDate) => format().format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date as an owner reads it: 'Sat, 12 Jun 2027'. */
export const calendarDayText = calendarDateText('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
