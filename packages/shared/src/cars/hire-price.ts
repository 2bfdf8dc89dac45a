import { formatNaira, koboToNaira, type Kobo } from '../money';

/*
 * What a car hire costs (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * the cheapest cover of the hire's hours by the car's weekly, daily and hourly
 * rates, so 24 hours never cost more than a day and 7 days never more than a
 * week. A driver-escort has a daily fee only: it is charged per started day.
 * The server prices every hire with this; the page shows the same lines.
 */

export const HOURS_IN_DAY = 24;
export const HOURS_IN_WEEK = 7 * HOURS_IN_DAY;

export type HireRatesKobo = {
  hourlyKobo: Kobo;
  dailyKobo: Kobo;
  weeklyKobo: Kobo;
  /** The escort's daily fee, or null when the hire goes without one. */
  escortDailyKobo: Kobo | null;
};

export type HireUnit = 'week' | 'day' | 'hour' | 'escort day';

/** One line of a hire's price: '2 days × ₦42,000.00 = ₦84,000.00'. */
export type HirePriceLineKobo = { unit: HireUnit; count: number; unitKobo: Kobo; amountKobo: Kobo };

export type HirePriceKobo = { lines: HirePriceLineKobo[]; totalKobo: Kobo };

type Cover = { weeks: number; days: number; hours: number; costKobo: Kobo };

/**
 * The cheapest weeks + days + hours covering `hours`. Larger units are tried
 * first and a cover must be strictly cheaper to win, so a tie reads as the
 * fewest, largest units ('1 day', not '24 hours' at the same price).
 */
function cheapestCover(hours: number, rates: HireRatesKobo): Cover {
  let best: Cover | null = null;
  for (let weeks = Math.ceil(hours / HOURS_IN_WEEK); weeks >= 0; weeks -= 1) {
    const afterWeeks = Math.max(0, hours - weeks * HOURS_IN_WEEK);
    for (let days = Math.ceil(afterWeeks / HOURS_IN_DAY); days >= 0; days -= 1) {
      const rest = Math.max(0, afterWeeks - days * HOURS_IN_DAY);
      const costKobo = weeks * rates.weeklyKobo + days * rates.dailyKobo + rest * rates.hourlyKobo;
      if (best === null || costKobo < best.costKobo) best = { weeks, days, hours: rest, costKobo };
    }
  }
  return best!;
}

/** The lines and total of a hire of `hours` whole hours (at least 1). */
export function priceHire(hours: number, rates: HireRatesKobo): HirePriceKobo {
  if (!Number.isInteger(hours) || hours < 1) throw new RangeError(`Not a hire length: ${hours}`);
  const cover = cheapestCover(hours, rates);
  const lines: HirePriceLineKobo[] = [];
  const add = (unit: HireUnit, count: number, unitKobo: Kobo) => {
    if (count > 0) lines.push({ unit, count, unitKobo, amountKobo: count * unitKobo });
  };
  add('week', cover.weeks, rates.weeklyKobo);
  add('day', cover.days, rates.dailyKobo);
  add('hour', cover.hours, rates.hourlyKobo);
  if (rates.escortDailyKobo !== null) {
    add('escort day', Math.ceil(hours / HOURS_IN_DAY), rates.escortDailyKobo);
  }
  return { lines, totalKobo: lines.reduce((sum, line) => sum + line.amountKobo, 0) };
}

const UNIT_WORDS: Record<HireUnit, [one: string, many: string]> = {
  week: ['week', 'weeks'],
  day: ['day', 'days'],
  hour: ['hour', 'hours'],
  'escort day': ['day of driver-escort', 'days of driver-escort'],
};

/** '2 days', '1 week', '3 days of driver-escort'. */
export function hireUnitWords(unit: HireUnit, count: number): string {
  const [one, many] = UNIT_WORDS[unit];
  return `${count} ${count === 1 ? one : many}`;
}

/** '1 week ₦250,000.00 + 2 days ₦84,000.00 = ₦334,000.00', the price in one line. */
export function hirePriceSentence(price: HirePriceKobo): string {
  const parts = price.lines.map(
    (line) =>
      `${hireUnitWords(line.unit, line.count)} ${formatNaira(koboToNaira(line.amountKobo))}`,
  );
  const total = formatNaira(koboToNaira(price.totalKobo));
  return parts.length === 1 ? parts[0]! : `${parts.join(' + ')} = ${total}`;
}
