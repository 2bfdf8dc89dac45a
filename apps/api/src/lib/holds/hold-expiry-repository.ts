import { and, asc, eq, exists, gt, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels, rooms } from '../../db/schema/hotels';
import { mailOutbox, GUEST_CONFIRMATION_KINDS } from '../../db/schema/mail-outbox';
import { holdConfirmations, payments } from '../../db/schema/payments';
import { moveCarHireStatus, moveStayStatus } from '../../money/lifecycle/lifecycle-repository';

/*
 * A hold's expiry takes everything with `skip locked`, never waiting, so it
 * can close no deadlock whatever the order: a room or a hold someone else is
 * busy with is left to a later sweep (docs/decisions/0022-payments-and-holds.md).
 * It takes the room types (in id order, or the car) before the booking's
 * row, against the lock order every waiting path keeps
 * (lib/ledger/room-ledger.ts), and on purpose: a new booking holds those
 * rooms already and releases their due holds itself, so a sweeper must not
 * hold a due booking's row while it fails to get the rooms, or the new
 * booking would pass the hold over and refuse the nights it still holds.
 */

/** A hold that may expire: still held, past its time, and not paid. */
const isDue = (table: typeof bookings | typeof carBookings): SQL =>
  and(
    eq(table.status, 'confirmed'),
    lte(table.holdExpiresAt, sql`now()`),
    ne(table.paymentStatus, 'paid'),
  )!;

/** Due holds on any of these room types, each with every room type it holds. */
export async function findDueRoomHolds(tx: Database, roomIds: string[]) {
  if (roomIds.length === 0) return [];
  const asked = alias(bookingRooms, 'asked');
  const rows = await tx
    .select({ bookingId: bookings.id, roomId: bookingRooms.roomId })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        isDue(bookings),
        exists(
          tx
            .select({ one: sql`1` })
            .from(asked)
            .where(and(eq(asked.bookingId, bookings.id), inArray(asked.roomId, roomIds))),
        ),
      ),
    );
  return groupRooms(rows);
}

function groupRooms(rows: { bookingId: string; roomId: string }[]) {
  const held = new Map<string, string[]>();
  for (const row of rows) held.set(row.bookingId, [...(held.get(row.bookingId) ?? []), row.roomId]);
  return [...held].map(([bookingId, roomIds]) => ({ bookingId, roomIds }));
}

/** The room types a booking holds. */
export async function roomsOfBooking(tx: Database, bookingId: string): Promise<string[]> {
  const rows = await tx
    .select({ roomId: bookingRooms.roomId })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId));
  return rows.map((row) => row.roomId);
}

/** Locks what of these rooms nobody else holds; true when it got every one. */
export async function lockFreeRooms(tx: Database, roomIds: string[]): Promise<boolean> {
  if (roomIds.length === 0) return true;
  const locked = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
    .orderBy(asc(rooms.id))
    .for('update', { skipLocked: true });
  return locked.length === new Set(roomIds).size;
}

/** Locks a room booking that is due and nobody else holds; undefined otherwise. */
export async function claimDueBooking(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, hotelName: hotels.hotelName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.id, bookingId), isDue(bookings)))
    .for('update', { of: bookings, skipLocked: true });
  return row;
}

/**
 * Releases a room booking's hold: expired, its ledger rows gone. The ledger's
 * triggers recount the sold-out nights and bump the catalogue's version in
 * this transaction (migrations 0004 and 0006), so search and the rooms page
 * see the nights free once it commits. `hold_expires_at` is kept: it says
 * when the hold ran out.
 */
export async function expireRoomBooking(tx: Database, bookingId: string) {
  // Claimed as due, so held: confirmed.
  await moveStayStatus(tx, { id: bookingId, from: 'confirmed', to: 'expired' });
  await tx.delete(bookedRoomNights).where(eq(bookedRoomNights.bookingId, bookingId));
  return tx
    .select({ roomType: bookingRooms.roomType, quantity: bookingRooms.quantity })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.roomType));
}

/** Due hires of one car, locked, skipping any another transaction holds. */
export function claimDueHiresOfCar(tx: Database, carId: string) {
  return tx
    .select({ id: carBookings.id })
    .from(carBookings)
    .where(and(eq(carBookings.carId, carId), isDue(carBookings)))
    .for('update', { skipLocked: true });
}

/** The car a hire is of. */
export async function carOfHire(tx: Database, hireId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ carId: carBookings.carId })
    .from(carBookings)
    .where(eq(carBookings.id, hireId));
  return row?.carId;
}

/** Locks the car unless another transaction holds it; true when locked. */
export async function lockFreeCar(tx: Database, carId: string): Promise<boolean> {
  const locked = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.id, carId))
    .for('update', { skipLocked: true });
  return locked.length === 1;
}

/** Locks a car hire that is due and nobody else holds; its id, or undefined. */
export async function claimDueHire(tx: Database, hireId: string) {
  const [row] = await tx
    .select({ id: carBookings.id })
    .from(carBookings)
    .where(and(eq(carBookings.id, hireId), isDue(carBookings)))
    .for('update', { skipLocked: true });
  return row?.id;
}

/** Releases a car hire's hold: its window stops counting once its status is expired. */
export async function expireHire(tx: Database, hireId: string) {
  await moveCarHireStatus(tx, { id: hireId, from: 'confirmed', to: 'expired' });
  const [row] = await tx.select().from(carBookings).where(eq(carBookings.id, hireId));
  const [car] = await tx
    .select({ make: cars.make, model: cars.model, year: cars.year })
    .from(cars)
    .where(eq(cars.id, row!.carId));
  return { hire: row!, car: car! };
}

/**
 * Whether the guest was told of this booking: its confirmation was queued to
 * its address in the transaction that made it (both rows carry that
 * transaction's now()). Read through the allowance's own index.
 */
export async function confirmationWasQueued(
  tx: Database,
  address: string,
  madeAt: SQL,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, [...GUEST_CONFIRMATION_KINDS]),
        sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`,
        eq(mailOutbox.createdAt, madeAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When a room booking and a car hire were made, as SQL (to compare at full precision). */
export const bookingMadeAt = (bookingId: string) =>
  sql`(select ${bookings.createdAt} from ${bookings} where ${bookings.id} = ${bookingId})`;
export const hireMadeAt = (hireId: string) =>
  sql`(select ${carBookings.createdAt} from ${carBookings} where ${carBookings.id} = ${hireId})`;

export type DueHold = { kind: BookingKind; id: string; pendingPayment: boolean };

/**
 * Due holds of one kind in id order after `afterId` (the sweep's place in the
 * list), each saying whether an online attempt at paying it is pending.
 */
export async function findDueHolds(
  db: Database,
  kind: BookingKind,
  afterId: string | undefined,
  limit: number,
): Promise<DueHold[]> {
  const table = kind === 'room' ? bookings : carBookings;
  const payer = kind === 'room' ? payments.bookingId : payments.carBookingId;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(isDue(table), afterId ? gt(table.id, afterId) : undefined))
    .orderBy(asc(table.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const pending = await db
    .selectDistinct({ id: payer })
    .from(payments)
    .where(
      and(
        inArray(
          payer,
          rows.map((row) => row.id),
        ),
        eq(payments.status, 'pending'),
      ),
    );
  const paying = new Set(pending.map((row) => row.id));
  return rows.map((row) => ({ kind, id: row.id, pendingPayment: paying.has(row.id) }));
}

/**
 * Forgets pay-later links two days after they were sent: by then each is used
 * or long expired, and the mail allowance counts only the last day's
 * (mail-allowance.ts), so the table it scans stays a day or two long.
 */
export async function purgeOldConfirmations(db: Database): Promise<void> {
  await db
    .delete(holdConfirmations)
    .where(lt(holdConfirmations.createdAt, sql`now() - interval '2 days'`));
}
