import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingLineRow = typeof bookingRooms.$inferSelect;
export type Stay = { checkIn: string; checkOut: string };

/**
 * Locks the asked room types of a hotel, in id order so that two bookings
 * that share rooms always queue, never deadlock
 * (docs/product.md#availability). Every booking of these room types waits
 * here until this transaction ends.
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

export async function findHotelWithOwner(tx: Database, hotelId: string) {
  const [row] = await tx
    .select({ hotel: hotels, ownerEmail: users.email, ownerName: users.name })
    .from(hotels)
    .innerJoin(users, eq(users.id, hotels.ownerId))
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return row;
}

export type NewBooking = PgInsertValue<typeof bookings>;
export type NewLine = Omit<typeof bookingRooms.$inferInsert, 'bookingId'>;

/** Postgres array text ('{a,b}') for values that need no quoting: uuids, dates, whole numbers. */
const arrayText = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * Writes the booking, its lines and its held room-nights. The ledger's rows
 * (lines × nights, up to 600 at the bounds of decision 0017) are made by the
 * database from three short arrays, not sent as 4 parameters a row: on
 * PGlite a transaction holds the only connection, so every read waits while
 * the booking is built.
 */
export async function insertBooking(
  tx: Database,
  booking: NewBooking,
  lines: NewLine[],
  nights: string[],
) {
  const [saved] = await tx.insert(bookings).values(booking).returning();
  const bookingId = saved!.id;
  const savedLines = await tx
    .insert(bookingRooms)
    .values(lines.map((line) => ({ ...line, bookingId })))
    .returning();
  await tx.execute(sql`
    INSERT INTO ${bookedRoomNights} (booking_id, room_id, night, quantity)
    SELECT ${bookingId}::uuid, line.room_id, stay.night, line.quantity
    FROM unnest(${arrayText(lines.map((l) => l.roomId))}::uuid[], ${arrayText(lines.map((l) => l.quantity))}::int[])
      AS line(room_id, quantity)
    CROSS JOIN unnest(${arrayText(nights)}::date[]) AS stay(night)`);
  return { booking: saved!, lines: savedLines };
}

/** `minutes` from the database's now: the clock the hold sweeper reads. */
export const minutesFromNow = (minutes: number) =>
  sql<Date>`now() + make_interval(mins => ${minutes})`;

export async function referenceExists(tx: Database, reference: string): Promise<boolean> {
  const found = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  return found.length > 0;
}

export async function findBookingByReference(db: Database, reference: string) {
  const [row] = await db
    .select({ booking: bookings, hotel: hotels })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.reference, reference));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, row.booking.id))
    .orderBy(asc(bookingRooms.roomType));
  return { ...row, lines };
}
