import { lagosWallClock } from '../dates';

/*
 * A car hire is a pickup on a Lagos date at a whole hour (docs/product.md#dates).
 * These helpers turn it into instants and back; hire-price.ts prices it.
 */

/**
 * The instant a Lagos clock shows `date` at `time`. The zone's offset is read
 * from the time-zone data rather than assumed, so a machine in any zone agrees.
 */
export function lagosInstant(date: string, time: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  const shown = lagosWallClock(new Date(asIfUtc));
  const offset = Date.parse(`${shown.date}T${shown.time}:00Z`) - asIfUtc;
  return new Date(asIfUtc - offset);
}

export type PickupWindow = { pickupAt: Date; returnAt: Date };

/** When the car is picked up and when it is due back. */
export function pickupWindow(pickupDate: string, pickupTime: string, hours: number): PickupWindow {
  const pickupAt = lagosInstant(pickupDate, pickupTime);
  return { pickupAt, returnAt: new Date(pickupAt.getTime() + hours * 3_600_000) };
}

/** '12-01-2027', the day-first date the product shows people. */
export function dayFirst(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/**
 * A window in words: 'from 10:00 to 12:00 on 12-01-2027', or across midnight
 * 'from 23:00 on 12-01-2027 to 02:00 on 13-01-2027'.
 */
export function describeWindow(window: PickupWindow): string {
  const from = lagosWallClock(window.pickupAt);
  const to = lagosWallClock(window.returnAt);
  return from.date === to.date
    ? `from ${from.time} to ${to.time} on ${dayFirst(from.date)}`
    : `from ${from.time} on ${dayFirst(from.date)} to ${to.time} on ${dayFirst(to.date)}`;
}
