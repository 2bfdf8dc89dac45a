import { and, desc, eq, gt, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TOwnerBookingsQuery } from '@waka/shared/bookings/booking-lists';
import type { Database } from '../../db/database';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';
import { stayEarnings } from './earned-money-repository';

/** Bookings in the listed shape, newest first, for whoever `where` selects. */
export function findListedBookings(db: Database, where: SQL, limit?: number, offset = 0) {
  const query = db
    .select({
      booking: bookings,
      hotelName: hotels.hotelName,
      hotelAddress: hotels.hotelAddress,
      hotelContactNo: hotels.hotelContactNo,
      roomTypes: sql<string>`string_agg(${bookingRooms.roomType}, ', ' order by ${bookingRooms.roomType})`,
      quantity: sql<number>`sum(${bookingRooms.quantity})::int`,
      roomImage: sql<
        string | null
      >`(array_agg(${rooms.roomImages}[1] order by ${bookingRooms.roomType}))[1]`,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .innerJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .where(where)
    .groupBy(bookings.id, hotels.id)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return limit ? query.limit(limit).offset(offset) : query;
}

/** How many bookings `where` selects (it may name booking and hotel columns). */
export async function countBookings(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(where);
  return row?.total ?? 0;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owner list's filters (docs/product.md#owner-bookings), all optional, combined with "and". A
 * stay matches [from, to] when it has a night in it: it checks in by `to`
 * and checks out after `from`.
 */
export function matchingOwnerFilters(
  ownerId: string,
  filters: Omit<TOwnerBookingsQuery, 'page' | 'pageSize'>,
): SQL {
  const conditions: (SQL | undefined)[] = [ofOwner(ownerId)];
  if (filters.hotelId) conditions.push(eq(bookings.hotelId, filters.hotelId));
  if (filters.paymentStatus === 'expired') conditions.push(eq(bookings.status, 'expired'));
  else if (filters.paymentStatus)
    conditions.push(
      eq(bookings.paymentStatus, filters.paymentStatus),
      ne(bookings.status, 'expired'),
    );
  if (filters.from) conditions.push(gt(bookings.checkOutDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.checkInDate, filters.to));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    // Any part of the first or the last name is a part of the full name.
    const fullName = sql`${bookings.firstName} || ' ' || ${bookings.lastName}`;
    conditions.push(or(ilike(bookings.reference, pattern), ilike(fullName, pattern)));
  }
  return and(...conditions)!;
}

export const ofCustomer = (userId: string) => eq(bookings.userId, userId);
export const ofOwner = (ownerId: string) => eq(hotels.ownerId, ownerId);

/**
 * An owner's figures (docs/product.md#payment): bookings that are or were
 * stays (not cancelled, not expired holds), the money they earned (kept
 * money of cancelled ones too) apart from what test payments brought
 * (docs/decisions/0034-test-payments-move-no-money.md), and what is
 * still owed on those held unpaid whose hold has not run out.
 */
export async function ownerTotals(db: Database, ownerId: string) {
  const counted = sql`${bookings.status} not in ('cancelled', 'expired')`;
  const owed = sql`${bookings.status} = 'confirmed' and ${bookings.paymentStatus} <> 'paid'
    and (${bookings.holdExpiresAt} is null or ${bookings.holdExpiresAt} > now())`;
  const [row] = await db
    .select({
      totalBookings: sql<number>`(count(*) filter (where ${counted}))::int`,
      revenueKobo: sql<number>`coalesce(sum(${stayEarnings.counted}), 0)`.mapWith(Number),
      testPaymentsKobo: sql<number>`coalesce(sum(${stayEarnings.test}), 0)`.mapWith(Number),
      unpaidKobo: sql<number>`coalesce(sum(${bookings.totalAmountKobo} - ${bookings.paidKobo})
        filter (where ${owed}), 0)`.mapWith(Number),
      unpaidBookings: sql<number>`(count(*) filter (where ${owed}))::int`,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(hotels.ownerId, ownerId));
  return row!;
}
