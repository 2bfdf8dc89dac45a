import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { calendarDayText } from '@/lib/calendar-day';

/** A Lagos calendar date of a hire as an owner reads it: 'Sat, 12 Jun 2027'. */
export const pickupDay = calendarDayText;

/** When the car is due back: '13:00', or with its day when the hire crosses midnight. */
export function returnText(
  booking: Pick<TOwnerCarBooking, 'pickupDate' | 'returnDate' | 'returnTime'>,
) {
  return booking.returnDate === booking.pickupDate
    ? booking.returnTime
    : `${booking.returnTime} on ${pickupDay(booking.returnDate)}`;
}
