import { lagosToday } from '@waka/shared/dates';
import { ROOM_MESSAGES } from '@waka/shared/rooms/room-form';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { countUpcomingRoomBookings, lockOwnedRoom, retireRoom } from './owner-room-repository';

/**
 * Deletes the owner's own room type (docs/product.md#deleting): refused while a booking that is
 * not cancelled and checks out after Lagos's today holds it; otherwise
 * retired (soft-deleted, decision 0004), so past bookings keep their room.
 */
export async function deleteRoom(
  db: Database,
  owner: TSessionUser,
  roomId: string,
  today = lagosToday(),
) {
  await db.transaction(async (tx) => {
    const room = await lockOwnedRoom(tx, owner.id, roomId);
    if (!room) throw notFound('Room');
    const upcoming = await countUpcomingRoomBookings(tx, roomId, today);
    if (upcoming > 0) {
      throw new AppError(
        409,
        'ROOM_HAS_UPCOMING_BOOKINGS',
        ROOM_MESSAGES.hasUpcomingBookings(room.roomType, upcoming),
      );
    }
    await retireRoom(tx, roomId);
  });
}
