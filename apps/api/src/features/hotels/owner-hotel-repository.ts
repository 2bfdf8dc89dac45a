import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';
import type { HotelRow } from './hotel-repository';

export type NewHotelRow = typeof hotels.$inferInsert;
export type HotelChanges = Partial<Omit<NewHotelRow, 'id' | 'ownerId' | 'createdAt' | 'deletedAt'>>;

const ownedBy = (ownerId: string, hotelId: string) =>
  and(eq(hotels.id, hotelId), eq(hotels.ownerId, ownerId), isNull(hotels.deletedAt));

export async function insertHotel(db: Database, hotel: NewHotelRow): Promise<HotelRow> {
  const [saved] = await db.insert(hotels).values(hotel).returning();
  return saved!;
}

/** Changes a listed hotel of this owner; undefined when it is not theirs (or gone). */
export async function updateOwnedHotel(
  db: Database,
  ownerId: string,
  hotelId: string,
  changes: HotelChanges,
): Promise<HotelRow | undefined> {
  const [saved] = await db
    .update(hotels)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownedBy(ownerId, hotelId))
    .returning();
  return saved;
}

/**
 * The owner's listed hotel, locked until the transaction ends against its
 * room types being written (they lock it the same way first, then the room:
 * lockOwnedHotelForRooms). NO KEY UPDATE, not UPDATE: a
 * booking's foreign-key check on the hotel (KEY SHARE) must not wait for it,
 * or a booking holding the room locks and this delete would deadlock.
 */
export async function lockOwnedHotel(
  tx: Database,
  ownerId: string,
  hotelId: string,
): Promise<HotelRow | undefined> {
  const [hotel] = await tx
    .select()
    .from(hotels)
    .where(ownedBy(ownerId, hotelId))
    .for('no key update');
  return hotel;
}

/**
 * Locks the hotel's listed room types in id order, the order bookings lock
 * them in (docs/product.md#availability), so a booking being made now either finishes first or sees
 * them retired.
 */
export async function lockHotelRoomTypes(tx: Database, hotelId: string): Promise<void> {
  await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.id))
    .for('update');
}

/** Bookings at the hotel that are not cancelled and check out after `today`. */
export async function countUpcomingHotelBookings(
  tx: Database,
  hotelId: string,
  today: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.checkOutDate, today),
      ),
    );
  return row?.n ?? 0;
}

/** Retires the hotel and its room types; bookings keep pointing at both (docs/product.md#deleting). */
export async function retireHotel(tx: Database, hotelId: string): Promise<void> {
  await tx
    .update(rooms)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)));
  await tx
    .update(hotels)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(hotels.id, hotelId));
}

/** The owner's listed hotels, newest first. */
export function findOwnerHotels(db: Database, ownerId: string): Promise<HotelRow[]> {
  return db
    .select()
    .from(hotels)
    .where(and(eq(hotels.ownerId, ownerId), isNull(hotels.deletedAt)))
    .orderBy(desc(hotels.createdAt), desc(hotels.id));
}
