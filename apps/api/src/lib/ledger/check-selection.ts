import { BOOKING_MESSAGES } from '@waka/shared/bookings/create-booking';
import { priceStay } from '@waka/shared/bookings/price-stay';
import { nairaToKobo } from '@waka/shared/money';
import { AppError } from '../app-error';
import type { RoomRow } from './room-ledger';

export type AskedRoom = { roomId: string; quantity: number; price: number; roomType: string };

const unitsRanOut = (roomType: string, left: number) =>
  new AppError(
    409,
    'UNITS_RAN_OUT',
    left === 0
      ? `${roomType} is fully booked for those dates`
      : `Only ${left} ${roomType} left for those dates`,
  );

/**
 * A selection checked as every booking is (docs/product.md#availability,
 * #pricing): each asked room is offered by the hotel (among `locked`), on,
 * with enough units left on the busiest night (`held`), at its stored price,
 * and the total the guest saw is the server's. Answers the priced lines.
 */
export function checkSelection(
  asked: AskedRoom[],
  totalAmount: number,
  nights: number,
  locked: Map<string, RoomRow>,
  held: Map<string, number>,
) {
  const lines = asked.map((wanted) => {
    const room = locked.get(wanted.roomId);
    if (!room)
      throw new AppError(
        404,
        'NOT_FOUND',
        `${wanted.roomType || 'A room'} is not offered by this hotel`,
      );
    if (!room.roomStatus)
      throw new AppError(409, 'ROOM_UNAVAILABLE', `${room.roomType} is not available for booking`);
    const left = Math.max(0, room.roomQuantity - (held.get(room.id) ?? 0));
    if (wanted.quantity > left) throw unitsRanOut(room.roomType, left);
    if (nairaToKobo(wanted.price) !== room.roomPriceKobo) {
      throw new AppError(409, 'PRICE_CHANGED', BOOKING_MESSAGES.pricesChanged);
    }
    return {
      roomId: room.id,
      roomType: room.roomType,
      quantity: wanted.quantity,
      unitPriceKobo: room.roomPriceKobo,
    };
  });
  const priced = priceStay(lines, nights);
  if (nairaToKobo(totalAmount) !== priced.totalKobo) {
    throw new AppError(409, 'PRICE_CHANGED', BOOKING_MESSAGES.pricesChanged);
  }
  return priced;
}
