import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { rooms } from '../../db/schema/hotels';

/*
 * The room-night ledger (docs/product.md#availability): every writer locks the
 * room types it touches in id order before it reads or writes their nights,
 * so two writers that share rooms queue and never deadlock.
 *
 * The lock order (docs/decisions/0023-cancellation-and-changes.md), for
 * every path that writes a booking or car hire and what it holds:
 *   1. the booking's (or car hire's) own row;
 *   2. its payment rows, only ever under that row's lock (settling a payment);
 *   3. the room types, in id order (lockRoomTypes, lockHotelRooms), or the car.
 * Cancel, change, no-show and a late payment's revival all keep it. A new
 * booking has no row of its own yet: it locks room types (or the car) first,
 * and any other booking's row it then needs (a due hold to release) it takes
 * with `skip locked`, never waiting. A hold's expiry takes everything with
 * `skip locked`, rooms before the booking (hold-expiry-repository.ts says
 * why); never waiting, it closes no deadlock. An owner's room write locks
 * the hotel, then the room type (owner-room-repository.ts), and holds no
 * booking.
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

/**
 * Locks room types by id, in id order, whichever hotel they are of and
 * whether listed or not (the caller judges that): step 3 of the lock order
 * above, taken by a path that already holds the booking's row.
 */
export function lockRoomTypes(tx: Database, roomIds: readonly string[]): Promise<RoomRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(rooms)
    .where(inArray(rooms.id, [...roomIds]))
    .orderBy(asc(rooms.id))
    .for('update');
}

/**
 * A booking's lines as cancelling and a no-show price them, in room id
 * order: the order step 3 of the lock order takes their room types in.
 */
export function findBookingLines(tx: Database, bookingId: string) {
  return tx
    .select({
      roomId: bookingRooms.roomId,
      unitPriceKobo: bookingRooms.unitPriceKobo,
      quantity: bookingRooms.quantity,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.roomId));
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
