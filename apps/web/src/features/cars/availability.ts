import { PICKUP_TIMES } from '@waka/shared/cars/car-options';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { addDays } from '@waka/shared/dates';

/*
 * When a car is taken, as the availability call answers it, turned into what
 * the strip draws (each day's taken hours) and what the form refuses (a
 * window overlapping a taken one). Windows are half-open: a hire may start
 * the hour another ends.
 */

export type TakenWindow = { pickupAt: string; returnAt: string };

const HOUR_MS = 3_600_000;

/** The part of one Lagos day a window takes, in hours from its midnight: [from, to). */
export type TakenSpan = { from: number; to: number };

export type StripDay = { date: string; spans: TakenSpan[] };

/** Each of `days` Lagos days from `from`, with the hours taken on it, merged and in order. */
export function stripDays(from: string, days: number, taken: readonly TakenWindow[]): StripDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const start = lagosInstant(date, '00:00').getTime();
    const end = start + 24 * HOUR_MS;
    const spans = taken
      .map((window) => ({ a: Date.parse(window.pickupAt), b: Date.parse(window.returnAt) }))
      .filter(({ a, b }) => a < end && b > start)
      .map(({ a, b }) => ({
        from: (Math.max(a, start) - start) / HOUR_MS,
        to: (Math.min(b, end) - start) / HOUR_MS,
      }))
      .sort((x, y) => x.from - y.from);
    const merged: TakenSpan[] = [];
    for (const span of spans) {
      const last = merged.at(-1);
      if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
      else merged.push({ ...span });
    }
    return { date, spans: merged };
  });
}

/** The first taken window overlapping the hire from `pickupAt` for `hours`; null when it is free. */
export function clashingWindow<T extends TakenWindow>(
  pickupAt: Date,
  hours: number,
  taken: readonly T[],
): T | null {
  const a = pickupAt.getTime();
  const b = a + hours * HOUR_MS;
  return taken.find((w) => Date.parse(w.pickupAt) < b && Date.parse(w.returnAt) > a) ?? null;
}

/** The whole hours of `date` at which a pickup would fall inside a taken window. */
export function takenPickupTimes(date: string, taken: readonly TakenWindow[]): Set<string> {
  return new Set(
    PICKUP_TIMES.filter((time) => clashingWindow(lagosInstant(date, time), 1, taken) !== null),
  );
}
