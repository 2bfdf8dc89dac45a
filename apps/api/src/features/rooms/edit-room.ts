import { lagosToday } from '@waka/shared/dates';
import { nairaToKobo } from '@waka/shared/money';
import { ROOM_MESSAGES, type EditRoomValues, type TOwnerRoom } from '@waka/shared/rooms/room-form';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { toOwnerRoom } from './find-rooms';
import {
  busiestNightFrom,
  lockOwnedRoom,
  updateRoom,
  type RoomChanges,
} from './owner-room-repository';

/**
 * Changes the owner's own room type (docs/product.md#validation: "Edit
 * room"). Images and amenities stay when not sent. The quantity cannot drop
 * below the units already booked on any night from today
 * (docs/product.md#availability): those guests keep their rooms.
 */
export async function editRoom(
  db: Database,
  owner: TSessionUser,
  roomId: string,
  values: EditRoomValues,
  today = lagosToday(),
): Promise<TOwnerRoom> {
  return changeOwnedRoom(db, owner, roomId, async (tx, room) => {
    if (values.roomQuantity < room.roomQuantity) {
      const busiest = await busiestNightFrom(tx, roomId, today);
      if (busiest && values.roomQuantity < busiest.units) {
        throw new AppError(
          409,
          'QUANTITY_BELOW_BOOKED',
          ROOM_MESSAGES.quantityBelowBooked(room.roomType, busiest.units, busiest.night),
          {
            roomQuantity: ROOM_MESSAGES.quantityBelowBooked(
              room.roomType,
              busiest.units,
              busiest.night,
            ),
          },
        );
      }
    }
    return {
      roomType: values.roomType,
      roomPriceKobo: nairaToKobo(values.roomPrice),
      roomDiscount: values.roomDiscount,
      roomQuantity: values.roomQuantity,
      roomDescription: values.roomDescription,
      ...(values.roomImage ? { roomImages: values.roomImage } : {}),
      ...(values.amenities ? { amenities: values.amenities } : {}),
    };
  });
}

/** Switches the owner's own room type on (bookable) or off (docs/product.md#states: "Room status"). */
export async function setRoomStatus(
  db: Database,
  owner: TSessionUser,
  roomId: string,
  roomStatus: boolean,
): Promise<TOwnerRoom> {
  return changeOwnedRoom(db, owner, roomId, async () => ({ roomStatus }));
}

async function changeOwnedRoom(
  db: Database,
  owner: TSessionUser,
  roomId: string,
  change: (
    tx: Database,
    room: NonNullable<Awaited<ReturnType<typeof lockOwnedRoom>>>,
  ) => Promise<RoomChanges>,
): Promise<TOwnerRoom> {
  return db.transaction(async (tx) => {
    const room = await lockOwnedRoom(tx, owner.id, roomId);
    if (!room) throw notFound('Room');
    const saved = await updateRoom(tx, roomId, await change(tx, room));
    return toOwnerRoom({ ...saved, hotelName: room.hotelName, unitsLeft: null });
  });
}
