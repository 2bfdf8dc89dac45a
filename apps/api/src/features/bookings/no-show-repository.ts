import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/auth';
import { hotels, rooms } from '../../db/schema/hotels';

/** A booking's hotel, its owner and its room lines, read before any lock is taken. */
export async function findBookingOwnerAndRooms(tx: Database, bookingId: string) {
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
  if (!row) return undefined;
  const lines = await tx
    .select({
      roomId: bookingRooms.roomId,
      unitPriceKobo: bookingRooms.unitPriceKobo,
      quantity: bookingRooms.quantity,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId));
  return { ...row, lines, roomIds: lines.map((line) => line.roomId) };
}

/**
 * Locks the room types (in id order) and then the booking: the order every
 * writer of the ledger keeps (docs/product.md#availability), so releasing
 * nights never closes a deadlock with a booking of the same rooms.
 */
export async function lockRoomsThenBooking(tx: Database, roomIds: string[], bookingId: string) {
  await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
    .orderBy(asc(rooms.id))
    .for('update');
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking;
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
  await tx
    .update(bookings)
    .set({ status: 'no show', ...money })
    .where(eq(bookings.id, bookingId));
  const released = await tx
    .delete(bookedRoomNights)
    .where(and(eq(bookedRoomNights.bookingId, bookingId), gt(bookedRoomNights.night, firstNight)))
    .returning({ night: bookedRoomNights.night });
  return new Set(released.map((row) => row.night)).size;
}
