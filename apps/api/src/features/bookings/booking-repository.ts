import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels } from '../../db/schema/hotels';
import { holdRoomNights } from '../../lib/ledger/room-ledger';

export type { BookingLineRow, BookingRow, Stay } from '../../lib/ledger/room-ledger';

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

/** Writes the booking, its lines and its held room-nights (lib/ledger). */
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
  await holdRoomNights(tx, bookingId, lines, nights);
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
