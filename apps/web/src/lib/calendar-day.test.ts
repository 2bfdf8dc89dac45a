import { addDays } from '@waka/shared/dates';
import { describe, expect, it } from 'vitest';
import {
  calendarDayText,
  dayAndMonthText,
  fullDateText,
  longDateText,
  weekdayAndDayText,
} from './calendar-day';

/** The Intl formatters each shape replaced, read in UTC as they were. */
const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
};

const SHAPES = [
  [fullDateText, intl('en-NG', { dateStyle: 'full' })],
  [
    calendarDayText,
    intl('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  ],
  [
    calendarDayText,
    intl('en-NG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  ],
  [weekdayAndDayText, intl('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })],
  [longDateText, intl('en-NG', { day: 'numeric', month: 'long', year: 'numeric' })],
  [dayAndMonthText, intl('en-NG', { day: 'numeric', month: 'short' })],
  [dayAndMonthText, intl('en-GB', { day: 'numeric', month: 'short' })],
] as const;

describe('calendar dates written without Intl (decision 0013)', () => {
  it('writes every shape exactly as Intl did, for every day of 2026 to 2028', () => {
    for (let day = '2026-01-01'; day < '2029-01-01'; day = addDays(day, 1))
      for (const [ours, theirs] of SHAPES) expect(ours(day), day).toBe(theirs(day));
  });

  it('refuses what is not a date rather than writing "undefined NaN"', () => {
    expect(() => calendarDayText('soon')).toThrow(RangeError);
  });
});
