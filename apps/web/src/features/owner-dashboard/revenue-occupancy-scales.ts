import { madeOnce } from '@waka/shared/made-once';
import { koboToNaira, nairaToKobo } from '@waka/shared/money';
import type { DashboardDay } from './api/use-dashboard-series';

/*
 * The numbers behind the revenue and occupancy chart: the revenue axis's
 * round top and labels, and the sums its summary reads out.
 */

const compactNaira = madeOnce(
  () =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);
const percent = madeOnce(
  () => new Intl.NumberFormat('en-NG', { style: 'percent', maximumFractionDigits: 0 }),
);

/** 0.42 as '42%'. */
export const percentText = (fraction: number) => percent().format(fraction);

/** The smallest of 1, 2, 2.5 or 5 times a power of ten at or above `value`: a round top for the axis. */
export function roundUp(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}

/** The revenue axis, top to bottom: the top, its half, and zero (zero alone when there is no top). */
export function revenueAxisLabels(top: number): string[] {
  const naira = compactNaira();
  return top === 0
    ? ['', '', naira.format(0)]
    : [naira.format(top), naira.format(top / 2), naira.format(0)];
}

export type Stretch = { revenue: number; occupancy: number | null };

/** Revenue over some days, and their occupancy as units occupied over units offered. */
export function stretch(days: readonly DashboardDay[]): Stretch {
  const offered = days.reduce((sum, d) => sum + d.totalUnits, 0);
  const occupied = days.reduce((sum, d) => sum + d.occupiedUnits, 0);
  return {
    // Summed in kobo (docs/product.md#money), so sixty days of naira with kobo add up exactly.
    revenue: koboToNaira(days.reduce((sum, d) => sum + nairaToKobo(d.revenue), 0)),
    occupancy: offered === 0 ? null : occupied / offered,
  };
}

/** '42% occupancy', or why there is none. */
export const occupancyText = (occupancy: number | null) =>
  occupancy === null ? 'no rooms on offer' : `${percentText(occupancy)} occupancy`;
