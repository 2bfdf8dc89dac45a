import { dayFirst } from '@waka/shared/cars/pickup-window';
import { lagosWallClock } from '@waka/shared/dates';
import type { Cancellable } from './cancellation-repository';

/** When the stay or hire was to be, as the mails say it (Lagos clock). */
export function whenOf(found: Cancellable): string {
  if (found.kind === 'room')
    return `Check-in: ${found.checkInDate}   Check-out: ${found.checkOutDate}`;
  const pickup = lagosWallClock(found.pickupAt);
  const back = lagosWallClock(found.returnAt);
  return `Pickup: ${pickup.time} on ${dayFirst(pickup.date)}   Return: ${back.time} on ${dayFirst(back.date)}`;
}
