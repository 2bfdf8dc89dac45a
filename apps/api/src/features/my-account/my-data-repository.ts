import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/auth';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels, rooms } from '../../db/schema/hotels';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { payments, refunds } from '../../db/schema/payments';
import { hiresOf, staysOf, type Holder } from './whose-rows-repository';

/*
 * What Waka holds about one person, table by table, for their data export
 * (docs/decisions/0026). Each read names its columns: a session's token and
 * a payment's gateway id are never read.
 */

export function findSessions(db: Database, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export function findStays(db: Database, holder: Holder) {
  return db
    .select({
      booking: bookings,
      hotelName: hotels.hotelName,
      hotelAddress: hotels.hotelAddress,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(staysOf(holder))
    .orderBy(asc(bookings.createdAt));
}

export function findStayLines(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingRooms)
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.roomType));
}

export function findHires(db: Database, holder: Holder) {
  return db
    .select({
      hire: carBookings,
      car: sql<string>`${cars.make} || ' ' || ${cars.model} || ' (' || ${cars.licensePlate} || ')'`,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(hiresOf(holder))
    .orderBy(asc(carBookings.createdAt));
}

/** The payments on these stays and hires, with the booking's reference each paid. */
export async function findPayments(db: Database, stayIds: string[], hireIds: string[]) {
  const paid = (column: typeof payments.bookingId | typeof payments.carBookingId, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: payments.id,
            reference: payments.reference,
            bookingId: payments.bookingId,
            carBookingId: payments.carBookingId,
            email: payments.email,
            amountKobo: payments.amountKobo,
            currency: payments.currency,
            status: payments.status,
            channel: payments.channel,
            testMode: payments.testMode,
            createdAt: payments.createdAt,
            verifiedAt: payments.verifiedAt,
          })
          .from(payments)
          .where(inArray(column, ids))
          .orderBy(asc(payments.createdAt));
  const [forStays, forHires] = await Promise.all([
    paid(payments.bookingId, stayIds),
    paid(payments.carBookingId, hireIds),
  ]);
  return [...forStays, ...forHires];
}

export function findRefunds(db: Database, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      paymentId: refunds.paymentId,
      amountKobo: refunds.amountKobo,
      reason: refunds.reason,
      status: refunds.status,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt));
}

export async function findSubscription(db: Database, email: string) {
  const [row] = await db
    .select({ createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return row;
}

/** What was written to the address and when; the letters themselves are not read. */
export function findMail(db: Database, email: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(asc(mailOutbox.createdAt));
}

/** An owner's hotels (listed and retired) with their room types, and their cars. */
export async function findOwnedListings(db: Database, ownerId: string) {
  const owned = await db
    .select()
    .from(hotels)
    .where(eq(hotels.ownerId, ownerId))
    .orderBy(asc(hotels.createdAt));
  const [roomRows, carRows] = await Promise.all([
    owned.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(rooms)
          .where(
            inArray(
              rooms.hotelId,
              owned.map((hotel) => hotel.id),
            ),
          )
          .orderBy(asc(rooms.createdAt)),
    db.select().from(cars).where(eq(cars.ownerId, ownerId)).orderBy(asc(cars.createdAt)),
  ]);
  return { hotels: owned, rooms: roomRows, cars: carRows };
}
