import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';

export type RoomRow = typeof rooms.$inferSelect & { hotelName: string; unitsLeft: number | null };
export type Stay = { checkIn: string; checkOut: string };

/**
 * Units of a room type free on every night of the stay (docs/product.md#availability): its quantity
 * less the busiest night's held units, never below 0. Reads the ledger's
 * (room_id, night) index.
 */
export function unitsLeftSql(
  roomId: SQL | typeof rooms.id,
  stay: { checkIn: string | Placeholder; checkOut: string | Placeholder },
): SQL<number> {
  return sql<number>`greatest(0, ${rooms.roomQuantity} - coalesce((
    select max(held.units) from (
      select sum(${bookedRoomNights.quantity}) as units
      from ${bookedRoomNights}
      where ${bookedRoomNights.roomId} = ${roomId}
        and ${bookedRoomNights.night} >= ${stay.checkIn}::date
        and ${bookedRoomNights.night} < ${stay.checkOut}::date
      group by ${bookedRoomNights.night}
    ) as held), 0))::int`;
}

/** The room list's query, with units left for a stay or without: built once per database. */
function hotelRoomsQuery(db: Database, withStay: boolean) {
  const stay = { checkIn: sql.placeholder('checkIn'), checkOut: sql.placeholder('checkOut') };
  return db
    .select({
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
      unitsLeft: withStay ? unitsLeftSql(rooms.id, stay) : sql<null>`null`,
    })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(rooms.hotelId, sql.placeholder('hotelId')),
        isNull(rooms.deletedAt),
        isNull(hotels.deletedAt),
      ),
    )
    .orderBy(asc(rooms.roomPriceKobo), asc(rooms.id))
    .prepare(withStay ? 'hotel_rooms_for_stay' : 'hotel_rooms');
}

type HotelRoomsQueries = {
  plain: ReturnType<typeof hotelRoomsQuery>;
  forStay: ReturnType<typeof hotelRoomsQuery>;
};
const preparedFor = new WeakMap<Database, HotelRoomsQueries>();

/**
 * The listed room types of a hotel, with units left when a stay is given.
 * Prepared: a hotel's rooms are the hottest read of the site, and building
 * the query each time was a large share of the server's CPU under load
 * (drizzle's query builder; the profile is in bench/README.md, 24 Nov);
 * PostgreSQL also keeps the plan of a
 * named statement per connection.
 */
export function findHotelRooms(db: Database, hotelId: string, stay?: Stay): Promise<RoomRow[]> {
  let queries = preparedFor.get(db);
  if (!queries) {
    queries = { plain: hotelRoomsQuery(db, false), forStay: hotelRoomsQuery(db, true) };
    preparedFor.set(db, queries);
  }
  return stay ? queries.forStay.execute({ hotelId, ...stay }) : queries.plain.execute({ hotelId });
}

export async function hotelIsListed(db: Database, hotelId: string): Promise<boolean> {
  const found = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return found.length > 0;
}
