import { addDays, lagosToday, nightsBetween } from '@waka/shared/dates';
import type { TCreateBookingRequest } from '@waka/shared/bookings/create-booking';
import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { koboToNaira } from '@waka/shared/money';
import type { App } from '../../src/app';

type RoomLike = { id: string; roomType: string; roomPriceKobo: number };

/** A stay starting `fromToday` days after Lagos's today, `nights` long. */
export function stayFrom(fromToday: number, nights: number) {
  const checkIn = addDays(lagosToday(), fromToday);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

/** A valid booking request, priced as the browser would price it. */
export function bookingRequest(
  hotelId: string,
  picks: { room: RoomLike; quantity: number }[],
  stay: { checkIn: string; checkOut: string },
  guest: Partial<TCreateBookingRequest['customer']> = {},
): TCreateBookingRequest {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rooms = picks.map(({ room, quantity }) => ({
    roomId: room.id,
    roomType: room.roomType,
    quantity,
    price: koboToNaira(room.roomPriceKobo),
  }));
  return {
    customer: {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada.obi@example.ng',
      phone: '08031234567',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      specialRequests: '',
      ...guest,
    },
    hotelId,
    rooms,
    totalAmount: stayTotalNaira(rooms, nights),
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    nights,
  };
}

export function postBooking(app: App, request: unknown, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: request as object,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}
