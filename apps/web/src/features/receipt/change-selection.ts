import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { holdLimits } from '@waka/shared/hold-limits';
import type { TRoom } from '@waka/shared/rooms/room';

/*
 * The new selection of a stay being changed: the booking's own room lines,
 * at the quantities the guest picks and the prices the rooms have now,
 * priced by the booking form's own rule (stayTotalNaira). The server prices
 * it again and refuses a total that differs (docs/product.md#pricing).
 */

type BookedLine = { roomId: string; roomType: string; quantity: number; price: number };
type RoomNow = Pick<TRoom, 'roomId' | 'roomPrice' | 'roomQuantity' | 'roomStatus'>;

export type ChangeLine = {
  roomId: string;
  roomType: string;
  quantity: number;
  /** The nightly price now, which the change is charged at. */
  price: number;
  /** The nightly price when booked, to say so when it moved. */
  bookedPrice: number;
  /** The most units of it the guest may pick. */
  most: number;
  /** Still offered by the hotel: a room type switched off or removed cannot be booked again. */
  offered: boolean;
};

export function changeSelection(
  booked: BookedLine[],
  quantities: Record<string, number>,
  roomsNow: RoomNow[],
  nights: number,
): { lines: ChangeLine[]; total: number; notOffered: string[] } {
  const now = new Map(roomsNow.map((room) => [room.roomId, room]));
  const lines = booked.map((line) => {
    const room = now.get(line.roomId);
    const most = Math.min(room?.roomQuantity ?? line.quantity, holdLimits().maxUnitsPerRoomType);
    return {
      roomId: line.roomId,
      roomType: line.roomType,
      quantity: quantities[line.roomId] ?? line.quantity,
      price: room?.roomPrice ?? line.price,
      bookedPrice: line.price,
      most: Math.max(1, most),
      offered: room?.roomStatus === true,
    };
  });
  return {
    lines,
    total: stayTotalNaira(lines, nights),
    notOffered: lines.filter((line) => !line.offered).map((line) => line.roomType),
  };
}
