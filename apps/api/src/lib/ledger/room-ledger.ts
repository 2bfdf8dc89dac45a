import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { rooms } from '../../db/schema/hotels';

/*
 * The room-night ledger (docs/product.md#availability): every writer locks the
 * room types it touches in id order before it reads or writes their nights,
 * so two writers that share rooms queue and never deadlock.
 */

export type BookingRow = typeof bookings.$inferSelect;
export type BookingLineRow = typeof bookingRooms.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type Stay = { checkIn: string; checkOut: string };

/**
 * Locks the asked room types of a hotel, in id order. Every booking of these
 * room types waits here until this transaction ends.
 */
export function lockHotelRooms(tx: Database, hotelId: string, roomIds: string[]) {
  return tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.id, roomIds), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.id))
    .for('update');
}

/** Units already held on the busiest night of the stay, per room type. */
export async function heldOnBusiestNight(
  tx: Database,
  roomIds: string[],
  stay: Stay,
): Promise<Map<string, number>> {
  const perNight = tx
    .select({
      roomId: bookedRoomNights.roomId,
      units: sql<number>`sum(${bookedRoomNights.quantity})`.as('units'),
    })
    .from(bookedRoomNights)
    .where(
      and(
        inArray(bookedRoomNights.roomId, roomIds),
        sql`${bookedRoomNights.night} >= ${stay.checkIn}::date`,
        sql`${bookedRoomNights.night} < ${stay.checkOut}::date`,
      ),
    )
    .groupBy(bookedRoomNights.roomId, bookedRoomNights.night)
    .as('per_night');
  const rows = await tx
    .select({ roomId: perNight.roomId, held: sql<number>`max(${perNight.units})`.mapWith(Number) })
    .from(perNight)
    .groupBy(perNight.roomId);
  return new Map(rows.map((r) => [r.roomId, r.held]));
}

/** Postgres array text ('{a,b}') for values that need no quoting: uuids, dates, whole numbers. */
const arrayText = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * Holds a booking's lines for every night of its stay. The ledger's rows
 * (lines × nights, up to 600 at the bounds of decision 0017) are made by the
 * database from three short arrays, not sent as 4 parameters a row: on
 * PGlite a transaction holds the only connection, so every read waits while
 * the booking is built.
 */
export async function holdRoomNights(
  tx: Database,
  bookingId: string,
  lines: { roomId: string; quantity: number }[],
  nights: string[],
) {
  await tx.execute(sql`
    INSERT INTO ${bookedRoomNights} (booking_id, room_id, night, quantity)
    SELECT ${bookingId}::uuid, line.room_id, stay.night, line.quantity
    FROM unnest(${arrayText(lines.map((l) => l.roomId))}::uuid[], ${arrayText(lines.map((l) => l.quantity))}::int[])
      AS line(room_id, quantity)
    CROSS JOIN unnest(${arrayText(nights)}::date[]) AS stay(night)`);
}

/** Releases every night a booking holds. */
export async function releaseRoomNights(tx: Database, bookingId: string) {
  await tx.delete(bookedRoomNights).where(eq(bookedRoomNights.bookingId, bookingId));
}
