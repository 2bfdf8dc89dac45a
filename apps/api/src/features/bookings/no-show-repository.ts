import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/auth';
import { hotels } from '../../db/schema/hotels';
import { findBookingLines, lockRoomTypes } from '../../lib/ledger/room-ledger';
import { moveStayStatus } from '../../money/lifecycle/lifecycle-repository';

/** A booking's hotel and its owner, read before any lock is taken. */
export async function findBookingOwner(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({
      ownerId: hotels.ownerId,
      hotelName: hotels.hotelName,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, hotels.ownerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Locks the booking, then the room types of its lines (as they stand under
 * that lock) in id order: the lock order (lib/ledger/room-ledger.ts), so
 * releasing nights never closes a deadlock with a booking of the same rooms
 * or a late payment reviving this one.
 */
export async function lockBookingThenRooms(tx: Database, bookingId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!booking) return undefined;
  const lines = await findBookingLines(tx, bookingId);
  await lockRoomTypes(
    tx,
    lines.map((line) => line.roomId),
  );
  return { booking, lines };
}

/**
 * The guest never came: the booking closes with what it kept and gives back,
 * and its nights after the first are freed.
 */
export async function closeAsNoShow(
  tx: Database,
  bookingId: string,
  firstNight: string,
  money: { keptKobo: number; refundKobo: number },
) {
  // The caller read it confirmed under its lock: only a held stay ends as a no-show.
  await moveStayStatus(tx, { id: bookingId, from: 'confirmed', to: 'no show', also: money });
  const released = await tx
    .delete(bookedRoomNights)
    .where(and(eq(bookedRoomNights.bookingId, bookingId), gt(bookedRoomNights.night, firstNight)))
    .returning({ night: bookedRoomNights.night });
  return new Set(released.map((row) => row.night)).size;
}
