import { madeOnce } from '@waka/shared/made-once';

/** In UTC, so no zone moves a calendar date (D2) to the day before. */
const calendarDayFormat = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar date (YYYY-MM-DD, no zone: D2) as an owner reads it: 'Sat, 12 Jun 2027'. */
export const calendarDayText = (isoDate: string) =>
  calendarDayFormat().format(new Date(`${isoDate}T00:00:00Z`));
