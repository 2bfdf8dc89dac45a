import { and, eq, sql } from 'drizzle-orm';
import { bookingKindOf, type BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels } from '../../db/schema/hotels';
import { movePaymentStatus } from '../../money/lifecycle/lifecycle-repository';
import type { PaymentColumns } from './payment-facts';

/**
 * What paying needs of a booking or a car hire, whichever it is: who it is
 * for, what it owes, where its hold stands, and its owner for the notice.
 */
export type HeldBooking = PaymentColumns & {
  kind: BookingKind;
  id: string;
  reference: string;
  email: string;
  guestName: string;
  userId: string | null;
  /** The total less the money confirmed so far (docs/decisions/0023-cancellation-and-changes.md). */
  owesKobo: number;
  /** The hotel's name, or the car's make, model and year. */
  placeName: string;
  ownerEmail: string;
  ownerName: string;
};

function roomBookingQuery(db: Database) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      email: bookings.email,
      guestName: sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`,
      userId: bookings.userId,
      owesKobo: sql<number>`${bookings.totalAmountKobo} - ${bookings.paidKobo}`.mapWith(Number),
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      holdExpiresAt: bookings.holdExpiresAt,
      paidAt: bookings.paidAt,
      placeName: hotels.hotelName,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, hotels.ownerId));
}

function carHireQuery(db: Database) {
  return db
    .select({
      id: carBookings.id,
      reference: carBookings.reference,
      email: carBookings.email,
      guestName: carBookings.fullName,
      userId: carBookings.userId,
      owesKobo: sql<number>`${carBookings.totalPriceKobo} - ${carBookings.paidKobo}`.mapWith(
        Number,
      ),
      status: carBookings.status,
      paymentStatus: carBookings.paymentStatus,
      paymentMethod: carBookings.paymentMethod,
      holdExpiresAt: carBookings.holdExpiresAt,
      paidAt: carBookings.paidAt,
      placeName: sql<string>`${cars.make} || ' ' || ${cars.model} || ' ' || ${cars.year}`,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .innerJoin(users, eq(users.id, cars.ownerId));
}

/** A booking or car hire by its reference, unlocked: to start a payment. */
export async function findHeldBooking(
  db: Database,
  reference: string,
): Promise<HeldBooking | undefined> {
  const kind: BookingKind = bookingKindOf(reference);
  const [row] =
    kind === 'car'
      ? await carHireQuery(db).where(eq(carBookings.reference, reference))
      : await roomBookingQuery(db).where(eq(bookings.reference, reference));
  return row && { kind, ...row };
}

/** A booking or car hire by its id, unlocked: to answer what a payment left it at. */
export async function findHeldBookingById(
  db: Database,
  kind: BookingKind,
  id: string,
): Promise<HeldBooking | undefined> {
  const [row] =
    kind === 'car'
      ? await carHireQuery(db).where(eq(carBookings.id, id))
      : await roomBookingQuery(db).where(eq(bookings.id, id));
  return row && { kind, ...row };
}

/**
 * Locks the booking (or car hire) row for the rest of the transaction, so
 * that settling a payment, the hold's expiry and the owner's confirmation of
 * it take turns. Only that row is locked, not its hotel, car or owner: the
 * first lock of the lock order (lib/ledger/room-ledger.ts).
 */
export async function lockHeldBooking(
  tx: Database,
  kind: BookingKind,
  id: string,
): Promise<HeldBooking | undefined> {
  const [row] =
    kind === 'car'
      ? await carHireQuery(tx).where(eq(carBookings.id, id)).for('update', { of: carBookings })
      : await roomBookingQuery(tx).where(eq(bookings.id, id)).for('update', { of: bookings });
  return row && { kind, ...row };
}

/**
 * Paid online: no longer a hold that can run out, and everything it owed is
 * paid (the attempt's amount was what it owed).
 */
export async function markBookingPaid(tx: Database, booking: HeldBooking) {
  const total = booking.kind === 'car' ? carBookings.totalPriceKobo : bookings.totalAmountKobo;
  await movePaymentStatus(tx, booking.kind, {
    id: booking.id,
    from: booking.paymentStatus,
    to: 'paid',
    also: {
      paymentMethod: 'online',
      paidAt: sql`now()`,
      holdExpiresAt: null,
      paidKobo: sql`${total}`,
    },
  });
}

/**
 * The guest chose to pay online (docs/decisions/0022-payments-and-holds.md).
 * Only a booking with no other choice made is marked: a guest who chose to
 * pay at the hotel and tries online keeps that choice until the money arrives.
 * The hold is unchanged.
 */
export async function chooseOnlinePayment(db: Database, kind: BookingKind, id: string) {
  const table = kind === 'car' ? carBookings : bookings;
  await db
    .update(table)
    .set({ paymentMethod: 'online' })
    .where(and(eq(table.id, id), eq(table.paymentStatus, 'not paid')));
}
