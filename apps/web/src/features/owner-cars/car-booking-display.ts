import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { madeOnce } from '@waka/shared/made-once';

/** A Lagos calendar date (YYYY-MM-DD, D2) as an owner reads it: 'Sat, 12 Jun 2027'. */
const dayFormat = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
export const pickupDay = (isoDate: string) => dayFormat().format(new Date(`${isoDate}T00:00:00Z`));

/** When the car is due back: '13:00', or with its day when the hire crosses midnight. */
export function returnText(
  booking: Pick<TOwnerCarBooking, 'pickupDate' | 'returnDate' | 'returnTime'>,
) {
  return booking.returnDate === booking.pickupDate
    ? booking.returnTime
    : `${booking.returnTime} on ${pickupDay(booking.returnDate)}`;
}

export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
