/**
 * A calendar date (YYYY-MM-DD, no zone: docs/product.md#dates) written as en-NG and en-GB write
 * it ('Thu, 3 Sept 2026'), in the few shapes the screens use.
 *
 * Not Intl.DateTimeFormat: a page's first Intl formatter loads the engine's
 * locale data, a long task on a phone's main thread, and on / the offers'
 * expiry dates built the first one (figures:
 * docs/decisions/0013-numbers-and-dates-written-without-intl.md and
 * bench/web/README.md). English month and day names are fixed;
 * `calendar-day.test.ts` checks every shape against Intl for every day of
 * three years.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** CLDR's English abbreviations: four letters for September. */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type DateParts = {
  day: number;
  month: string;
  shortMonth: string;
  weekday: string;
  shortWeekday: string;
  year: number;
};

function partsOf(isoDate: string): DateParts {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  return {
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()] ?? '',
    shortMonth: SHORT_MONTHS[date.getUTCMonth()] ?? '',
    weekday,
    shortWeekday: weekday.slice(0, 3),
    year: date.getUTCFullYear(),
  };
}

const shape =
  (write: (parts: DateParts) => string) =>
  (isoDate: string): string =>
    write(partsOf(isoDate));

/** 'Thursday, 3 September 2026': the receipt's stay. */
export const fullDateText = shape((d) => `${d.weekday}, ${d.day} ${d.month} ${d.year}`);

/** 'Thu, 3 Sept 2026': a stay or a pickup as a guest or an owner reads it. */
export const calendarDayText = shape(
  (d) => `${d.shortWeekday}, ${d.day} ${d.shortMonth} ${d.year}`,
);

/** 'Thu 3 Sept': a day within a month of today (the dashboard's table). */
export const weekdayAndDayText = shape((d) => `${d.shortWeekday} ${d.day} ${d.shortMonth}`);

/** '3 September 2026': an offer's last day. */
export const longDateText = shape((d) => `${d.day} ${d.month} ${d.year}`);

/** '3 Sept': a stay's end in a heading, a chart's axis. */
export const dayAndMonthText = shape((d) => `${d.day} ${d.shortMonth}`);
