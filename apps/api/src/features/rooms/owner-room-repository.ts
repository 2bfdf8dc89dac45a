import { and, desc, eq, gt, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';
import type { RoomRow } from './room-repository';

export type NewRoomRow = typeof rooms.$inferInsert;
export type RoomChanges = Partial<Omit<NewRoomRow, 'id' | 'hotelId' | 'createdAt' | 'deletedAt'>>;

const listedRoomOf = (ownerId: string, roomId: string): SQL =>
  and(
    eq(rooms.id, roomId),
    isNull(rooms.deletedAt),
    eq(hotels.ownerId, ownerId),
    isNull(hotels.deletedAt),
  )!;

const roomColumns = {
  id: rooms.id,
  hotelId: rooms.hotelId,
  roomType: rooms.roomType,
  roomPriceKobo: rooms.roomPriceKobo,
  roomDiscount: rooms.roomDiscount,
  roomQuantity: rooms.roomQuantity,
  roomDescription: rooms.roomDescription,
  roomStatus: rooms.roomStatus,
  roomImages: rooms.roomImages,
  amenities: rooms.amenities,
  deletedAt: rooms.deletedAt,
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
  hotelName: hotels.hotelName,
  unitsLeft: sql<null>`null`,
};

/**
 * The owner's listed hotel, locked (FOR NO KEY UPDATE) until the transaction
 * ends, before any of its room types is written: it cannot be retired
 * meanwhile, and the database's repricing of it after the write (its open
 * price, migration 0009) finds the lock already held. Every room write takes
 * the hotel first, then the room, so two of them queue instead of deadlocking.
 * A booking's foreign-key check (KEY SHARE) does not wait for this lock.
 */
export async function lockOwnedHotelForRooms(tx: Database, ownerId: string, hotelId: string) {
  const [hotel] = await tx
    .select({ id: hotels.id, hotelName: hotels.hotelName })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), eq(hotels.ownerId, ownerId), isNull(hotels.deletedAt)))
    .for('no key update');
  return hotel;
}

export async function ownsListedHotel(
  db: Database,
  ownerId: string,
  hotelId: string,
): Promise<boolean> {
  const found = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), eq(hotels.ownerId, ownerId), isNull(hotels.deletedAt)));
  return found.length > 0;
}

export async function insertRoom(tx: Database, room: NewRoomRow) {
  const [saved] = await tx.insert(rooms).values(room).returning();
  return saved!;
}

/**
 * The owner's listed room type, locked like a booking locks it (docs/product.md#availability): a
 * booking of it waits for this transaction, and this one for it. Its hotel
 * is locked first, as every room write does (lockOwnedHotelForRooms).
 */
export async function lockOwnedRoom(
  tx: Database,
  ownerId: string,
  roomId: string,
): Promise<RoomRow | undefined> {
  const [hotel] = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .innerJoin(rooms, eq(rooms.hotelId, hotels.id))
    .where(listedRoomOf(ownerId, roomId))
    .for('no key update', { of: hotels });
  if (!hotel) return undefined;
  const [room] = await tx
    .select(roomColumns)
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(listedRoomOf(ownerId, roomId))
    .for('update', { of: rooms });
  return room;
}

export async function updateRoom(tx: Database, roomId: string, changes: RoomChanges) {
  const [saved] = await tx
    .update(rooms)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(rooms.id, roomId))
    .returning();
  return saved!;
}

/** The night from `today` on with the most units of this room type held, if any is held. */
export async function busiestNightFrom(tx: Database, roomId: string, today: string) {
  const [row] = await tx
    .select({
      night: bookedRoomNights.night,
      units: sql<number>`sum(${bookedRoomNights.quantity})`.mapWith(Number),
    })
    .from(bookedRoomNights)
    .where(and(eq(bookedRoomNights.roomId, roomId), gte(bookedRoomNights.night, today)))
    .groupBy(bookedRoomNights.night)
    .orderBy(desc(sql`sum(${bookedRoomNights.quantity})`), bookedRoomNights.night)
    .limit(1);
  return row;
}

/** Bookings holding this room type that are not cancelled and check out after `today`. */
export async function countUpcomingRoomBookings(
  tx: Database,
  roomId: string,
  today: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(bookingRooms.roomId, roomId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.checkOutDate, today),
      ),
    );
  return row?.n ?? 0;
}

/** Retires a room type; its past bookings keep pointing at it (docs/product.md#deleting). */
export async function retireRoom(tx: Database, roomId: string): Promise<void> {
  await tx
    .update(rooms)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(rooms.id, roomId));
}

/** The owner's listed room types, switched-off ones included, newest first. */
export function findOwnerRooms(
  db: Database,
  ownerId: string,
  hotelId?: string,
): Promise<RoomRow[]> {
  return db
    .select(roomColumns)
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(hotels.ownerId, ownerId),
        isNull(hotels.deletedAt),
        isNull(rooms.deletedAt),
        hotelId ? eq(rooms.hotelId, hotelId) : undefined,
      ),
    )
    .orderBy(desc(rooms.createdAt), desc(rooms.id));
}
