import { nairaToKobo } from '@waka/shared/money';
import type { AddRoomValues, TOwnerRoom } from '@waka/shared/rooms/room-form';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { toOwnerRoom } from './find-rooms';
import { insertRoom, lockOwnedHotelForRooms } from './owner-room-repository';

/** Adds a room type to one of the owner's own hotels (docs/product.md#validation: "Add room", docs/product.md#roles). */
export async function addRoom(
  db: Database,
  owner: TSessionUser,
  values: AddRoomValues,
): Promise<TOwnerRoom> {
  return db.transaction(async (tx) => {
    const hotel = await lockOwnedHotelForRooms(tx, owner.id, values.hotelId);
    if (!hotel) throw notFound('Hotel');
    const saved = await insertRoom(tx, {
      hotelId: hotel.id,
      roomType: values.roomType,
      roomPriceKobo: nairaToKobo(values.roomPrice),
      roomDiscount: values.roomDiscount,
      roomQuantity: values.roomQuantity,
      roomDescription: values.roomDescription,
      roomImages: values.roomImage,
      amenities: values.amenities,
    });
    return toOwnerRoom({ ...saved, hotelName: hotel.hotelName, unitsLeft: null });
  });
}
