import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';

/** A booking's hotel owner and room types, read before any lock is taken. */
export async function findBookingOwnerAndRooms(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({ ownerId: hotels.ownerId })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const lines = await tx
    .select({ roomId: bookingRooms.roomId })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId));
  return { ownerId: row.ownerId, roomIds: lines.map((line) => line.roomId) };
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

/** The guest never came: the booking closes and its nights after the first are freed. */
export async function closeAsNoShow(tx: Database, bookingId: string, firstNight: string) {
  await tx.update(bookings).set({ status: 'no show' }).where(eq(bookings.id, bookingId));
  const released = await tx
    .delete(bookedRoomNights)
    .where(and(eq(bookedRoomNights.bookingId, bookingId), gt(bookedRoomNights.night, firstNight)))
    .returning({ night: bookedRoomNights.night });
  return new Set(released.map((row) => row.night)).size;
}
