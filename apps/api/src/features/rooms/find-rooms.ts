import { koboToNaira } from '@waka/shared/money';
import type { TRoom } from '@waka/shared/rooms/room';
import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findOwnerRooms, ownsListedHotel } from './owner-room-repository';
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

/** A room in the owner's list: the public shape plus when it was added. */
export function toOwnerRoom(row: RoomRow): TOwnerRoom {
  return { ...toRoom(row), createdAt: row.createdAt.toISOString() };
}

/**
 * The owner's own room types (docs/product.md#roles), of all their hotels or of one of them,
 * switched-off ones included. Another owner's hotel is not found.
 */
export async function listOwnerRooms(
  db: Database,
  ownerId: string,
  hotelId?: string,
): Promise<TOwnerRoom[]> {
  const rows = await findOwnerRooms(db, ownerId, hotelId);
  if (hotelId && rows.length === 0 && !(await ownsListedHotel(db, ownerId, hotelId)))
    throw notFound('Hotel');
  return rows.map(toOwnerRoom);
}
