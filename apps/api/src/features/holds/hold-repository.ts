import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TPaymentMethod } from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels } from '../../db/schema/hotels';
import { holdConfirmations } from '../../db/schema/payments';
import { movePaymentStatus } from '../../money/lifecycle/lifecycle-repository';

/** What paying later needs of a room booking or a car hire, read under its lock. */
export type HeldBooking = {
  kind: BookingKind;
  id: string;
  reference: string;
  email: string;
  userId: string | null;
  status: string;
  paymentStatus: (typeof bookings.$inferSelect)['paymentStatus'];
  paymentMethod: TPaymentMethod | null;
  holdExpiresAt: Date | null;
  /** Its hold has run out by the database's clock (a sweep may not have come yet). */
  due: boolean;
  guestName: string;
  phone: string;
  totalKobo: number;
  owner: { email: string; name: string };
  /** The hotel's name, or the car's make, model and year. */
  place: string;
  hotelId: string | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  pickupAt: Date | null;
  hours: number | null;
};

const table = (kind: BookingKind) => (kind === 'room' ? bookings : carBookings);

async function lockRoomBooking(tx: Database, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({
      booking: bookings,
      hotelName: hotels.hotelName,
      ownerEmail: users.email,
      ownerName: users.name,
      due: sql<boolean>`coalesce(${bookings.holdExpiresAt} <= now(), false)`,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, hotels.ownerId))
    .where(where)
    .for('update', { of: bookings });
  if (!row) return undefined;
  const b = row.booking;
  return {
    kind: 'room',
    id: b.id,
    reference: b.reference,
    email: b.email,
    userId: b.userId,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    holdExpiresAt: b.holdExpiresAt,
    due: Boolean(row.due),
    guestName: `${b.firstName} ${b.lastName}`,
    phone: b.phone,
    totalKobo: b.totalAmountKobo,
    owner: { email: row.ownerEmail, name: row.ownerName },
    place: row.hotelName,
    hotelId: b.hotelId,
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    pickupAt: null,
    hours: null,
  } satisfies HeldBooking;
}

async function lockHire(tx: Database, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({
      hire: carBookings,
      car: { make: cars.make, model: cars.model, year: cars.year },
      ownerEmail: users.email,
      ownerName: users.name,
      due: sql<boolean>`coalesce(${carBookings.holdExpiresAt} <= now(), false)`,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(where)
    .for('update', { of: carBookings });
  if (!row) return undefined;
  const h = row.hire;
  return {
    kind: 'car',
    id: h.id,
    reference: h.reference,
    email: h.email,
    userId: h.userId,
    status: h.status,
    paymentStatus: h.paymentStatus,
    paymentMethod: h.paymentMethod,
    holdExpiresAt: h.holdExpiresAt,
    due: Boolean(row.due),
    guestName: h.fullName,
    phone: h.phone,
    totalKobo: h.totalPriceKobo,
    owner: { email: row.ownerEmail, name: row.ownerName },
    place: `${row.car.make} ${row.car.model} ${row.car.year}`,
    hotelId: null,
    checkInDate: null,
    checkOutDate: null,
    pickupAt: h.pickupAt,
    hours: h.hours,
  } satisfies HeldBooking;
}

/** A booking or hire by its reference, locked until the transaction ends. */
export function lockByReference(
  tx: Database,
  kind: BookingKind,
  reference: string,
): Promise<HeldBooking | undefined> {
  return kind === 'room'
    ? lockRoomBooking(tx, eq(bookings.reference, reference))
    : lockHire(tx, eq(carBookings.reference, reference));
}

export function lockById(
  tx: Database,
  kind: BookingKind,
  id: string,
): Promise<HeldBooking | undefined> {
  return kind === 'room'
    ? lockRoomBooking(tx, eq(bookings.id, id))
    : lockHire(tx, eq(carBookings.id, id));
}

/** The room types of a booking, for the owner's notice. */
export function roomLines(tx: Database, bookingId: string) {
  return tx
    .select({ roomType: bookingRooms.roomType, quantity: bookingRooms.quantity })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(bookingRooms.roomType);
}

export async function isEmailVerified(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verified ?? false;
}

/** The guest will pay on arrival (or at pickup): the hold stops expiring. */
export async function markPayLater(tx: Database, held: HeldBooking, method: TPaymentMethod) {
  await movePaymentStatus(tx, held.kind, {
    id: held.id,
    from: held.paymentStatus,
    to: 'pay at hotel',
    also: { paymentMethod: method, holdExpiresAt: null },
  });
}

const owning = (kind: BookingKind, id: string) =>
  kind === 'room' ? eq(holdConfirmations.bookingId, id) : eq(holdConfirmations.carBookingId, id);

/**
 * A new link for the booking, valid `minutes`; earlier unused ones stop
 * working, and a hold now ends when the link does (the database's now, in
 * both rows). A booking that was not expiring (one its owner set back to not
 * paid) does not start to. Answers when the link and the hold end.
 */
export async function issueLink(
  tx: Database,
  held: HeldBooking,
  tokenHash: string,
  method: TPaymentMethod,
  minutes: number,
): Promise<{ linkExpiresAt: Date; holdExpiresAt: Date | null }> {
  const until = sql<Date>`now() + make_interval(mins => ${minutes})`;
  await tx
    .update(holdConfirmations)
    .set({ expiresAt: sql`now()` })
    .where(and(owning(held.kind, held.id), isNull(holdConfirmations.usedAt)));
  const [link] = await tx
    .insert(holdConfirmations)
    .values({
      tokenHash,
      bookingId: held.kind === 'room' ? held.id : null,
      carBookingId: held.kind === 'car' ? held.id : null,
      expiresAt: until,
    })
    .returning({ expiresAt: holdConfirmations.expiresAt });
  const t = table(held.kind);
  const [row] = await tx
    .update(t)
    .set({ paymentMethod: method, holdExpiresAt: held.holdExpiresAt ? until : null })
    .where(eq(t.id, held.id))
    .returning({ holdExpiresAt: t.holdExpiresAt });
  return { linkExpiresAt: link!.expiresAt, holdExpiresAt: row!.holdExpiresAt };
}

/** A link by its token's hash, locked; `live` when unused and unexpired by the database's clock. */
export async function lockLink(tx: Database, tokenHash: string) {
  const [row] = await tx
    .select({
      bookingId: holdConfirmations.bookingId,
      carBookingId: holdConfirmations.carBookingId,
      live: sql<boolean>`${holdConfirmations.usedAt} is null and ${holdConfirmations.expiresAt} > now()`,
    })
    .from(holdConfirmations)
    .where(eq(holdConfirmations.tokenHash, tokenHash))
    .for('update');
  return row && { ...row, live: Boolean(row.live) };
}

export async function markLinkUsed(tx: Database, tokenHash: string) {
  await tx
    .update(holdConfirmations)
    .set({ usedAt: sql`now()` })
    .where(eq(holdConfirmations.tokenHash, tokenHash));
}
