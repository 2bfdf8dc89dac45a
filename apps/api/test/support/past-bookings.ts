import { addDays, nightsBetween } from '@waka/shared/dates';
import type { Database } from '../../src/db/database';
import { insertBooking } from '../../src/features/bookings/booking-repository';
import { newBookingReference } from '../../src/lib/booking-reference';

export type PricedRoom = { id: string; roomType: string; roomPriceKobo: number };
export type PastGuest = { firstName: string; lastName: string; email: string; phone: string };

/**
 * A one-unit booking of `room` written straight to the tables: POST /bookings
 * refuses past dates, and a hotel's history has them.
 */
export async function insertStay(
  db: Database,
  hotelId: string,
  room: PricedRoom,
  checkIn: string,
  checkOut: string,
  guest: PastGuest,
  options: { userId?: string; status?: 'confirmed' | 'cancelled' } = {},
) {
  const nights = nightsBetween(checkIn, checkOut);
  const saved = await insertBooking(
    db,
    {
      reference: newBookingReference(),
      hotelId,
      userId: options.userId ?? null,
      ...guest,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
      totalAmountKobo: room.roomPriceKobo * nights,
      status: options.status ?? 'confirmed',
    },
    [
      {
        roomId: room.id,
        roomType: room.roomType,
        quantity: 1,
        unitPriceKobo: room.roomPriceKobo,
        lineTotalKobo: room.roomPriceKobo * nights,
      },
    ],
    Array.from({ length: nights }, (_, i) => addDays(checkIn, i)),
  );
  return saved.booking;
}
