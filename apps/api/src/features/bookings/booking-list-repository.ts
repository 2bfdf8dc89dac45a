import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';

/** Bookings in the listed shape, newest first, for whoever `where` selects. */
export function findListedBookings(db: Database, where: SQL, limit?: number) {
  const query = db
    .select({
      booking: bookings,
      hotelName: hotels.hotelName,
      hotelAddress: hotels.hotelAddress,
      hotelContactNo: hotels.hotelContactNo,
      roomTypes: sql<string>`string_agg(${bookingRooms.roomType}, ', ' order by ${bookingRooms.roomType})`,
      quantity: sql<number>`sum(${bookingRooms.quantity})::int`,
      roomImage: sql<string | null>`(array_agg(${rooms.roomImages}[1] order by ${bookingRooms.roomType}))[1]`,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .innerJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .where(where)
    .groupBy(bookings.id, hotels.id)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return limit ? query.limit(limit) : query;
}

export const ofCustomer = (userId: string) => eq(bookings.userId, userId);
export const ofOwner = (ownerId: string) => eq(hotels.ownerId, ownerId);

/** Count and revenue of an owner's bookings, cancelled ones excluded. */
export async function ownerTotals(db: Database, ownerId: string) {
  const [row] = await db
    .select({
      totalBookings: sql<number>`count(*)::int`,
      revenueKobo: sql<number>`coalesce(sum(${bookings.totalAmountKobo}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(hotels.ownerId, ownerId), ne(bookings.status, 'cancelled')));
  return row!;
}

/** Who may change a booking's payment: its customer and its hotel's owner. */
export async function findBookingParties(db: Database, bookingId: string) {
  const [row] = await db
    .select({ userId: bookings.userId, ownerId: hotels.ownerId })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function setPaymentStatus(db: Database, bookingId: string, paymentStatus: 'paid' | 'not paid') {
  await db.update(bookings).set({ paymentStatus }).where(eq(bookings.id, bookingId));
}
