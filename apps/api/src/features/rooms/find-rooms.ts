import { koboToNaira } from '@waka/shared/money';
import type { TRoom } from '@waka/shared/rooms/room';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findHotelRooms, hotelIsListed, type RoomRow, type Stay } from './room-repository';

export function toRoom(row: RoomRow): TRoom {
  return {
    roomId: row.id,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    roomType: row.roomType,
    roomPrice: koboToNaira(row.roomPriceKobo),
    roomDiscount: row.roomDiscount,
    roomQuantity: row.roomQuantity,
    roomDescription: row.roomDescription,
    roomStatus: row.roomStatus,
    roomImage: row.roomImages,
    amenities: row.amenities,
    createdDate: row.createdAt.toISOString(),
    ...(row.unitsLeft === null ? {} : { unitsLeft: row.unitsLeft }),
  };
}

/** A hotel's room types; with a stay, how many units of each are left for it. */
export async function listHotelRooms(
  db: Database,
  hotelId: string,
  stay: Stay | undefined,
): Promise<TRoom[]> {
  const rows = await findHotelRooms(db, hotelId, stay);
  if (rows.length === 0 && !(await hotelIsListed(db, hotelId))) throw notFound('Hotel');
  return rows.map(toRoom);
}
