import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels, rooms } from '../../db/schema/hotels';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { holdConfirmations, payments } from '../../db/schema/payments';
import { hiresOf, staysOf, type Holder } from './whose-rows-repository';

/*
 * The writes of deleting an account (docs/decisions/0026), each run in the
 * deleting transaction. Locks are taken in the order bookings take them:
 * hotels, then their room types by id, then cars by id, then the person.
 */

/** What a guest's booking keeps of them once their account is deleted: no way to reach them. */
export const ERASED_GUEST = {
  firstName: 'Deleted',
  lastName: 'guest',
  fullName: 'Deleted guest',
  email: '',
  phone: '',
  specialRequests: '',
} as const;

/**
 * Locks the owner's listed hotels, their listed room types and their listed
 * cars, as deleting one hotel or car does: a booking being made now at any of
 * them either finishes first (and is counted) or then finds them retired.
 */
export async function lockOwnedListings(tx: Database, ownerId: string): Promise<void> {
  const owned = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.ownerId, ownerId), isNull(hotels.deletedAt)))
    .orderBy(asc(hotels.id))
    .for('no key update');
  if (owned.length > 0) {
    await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          inArray(
            rooms.hotelId,
            owned.map((hotel) => hotel.id),
          ),
          isNull(rooms.deletedAt),
        ),
      )
      .orderBy(asc(rooms.id))
      .for('update');
  }
  await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.ownerId, ownerId), isNull(cars.deletedAt)))
    .orderBy(asc(cars.id))
    .for('update');
}

/** The person's row, locked: a booking linking to them waits until the deletion ends. */
export async function lockPerson(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

const count = sql<number>`count(*)::int`;

/** Stays held or confirmed at the owner's hotels that check out after `today`, and hires not yet returned. */
export async function countUpcomingAtOwned(
  tx: Database,
  ownerId: string,
  window: { today: string; now: Date },
): Promise<number> {
  const [stays] = await tx
    .select({ n: count })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(
      and(
        eq(hotels.ownerId, ownerId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.checkOutDate, window.today),
      ),
    );
  const [hires] = await tx
    .select({ n: count })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .where(
      and(
        eq(cars.ownerId, ownerId),
        eq(carBookings.status, 'confirmed'),
        gt(carBookings.returnAt, window.now),
      ),
    );
  return (stays?.n ?? 0) + (hires?.n ?? 0);
}

/** The person's own stays and hires, held or confirmed, not yet over. */
export async function countOwnUpcoming(
  tx: Database,
  holder: Holder,
  window: { today: string; now: Date },
): Promise<number> {
  const [stays] = await tx
    .select({ n: count })
    .from(bookings)
    .where(
      and(
        staysOf(holder),
        eq(bookings.status, 'confirmed'),
        gt(bookings.checkOutDate, window.today),
      ),
    );
  const [hires] = await tx
    .select({ n: count })
    .from(carBookings)
    .where(
      and(
        hiresOf(holder),
        eq(carBookings.status, 'confirmed'),
        gt(carBookings.returnAt, window.now),
      ),
    );
  return (stays?.n ?? 0) + (hires?.n ?? 0);
}

/**
 * Retires every hotel, room type and car of the owner (docs/decisions/0004)
 * and lets go of them: their bookings keep pointing at them, with no owner.
 */
export async function retireOwnedListings(tx: Database, ownerId: string): Promise<void> {
  const owned = tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.ownerId, ownerId));
  await tx
    .update(rooms)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(rooms.hotelId, owned), isNull(rooms.deletedAt)));
  await tx
    .update(hotels)
    .set({
      deletedAt: sql`coalesce(${hotels.deletedAt}, now())`,
      ownerId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(hotels.ownerId, ownerId));
  await tx
    .update(cars)
    .set({
      deletedAt: sql`coalesce(${cars.deletedAt}, now())`,
      ownerId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(cars.ownerId, ownerId));
}

/**
 * Keeps the person's stays and hires for their owners' accounts, with the
 * guest's name, email, phone and requests removed and no account: the same
 * for the payments on them. Answers the references erased.
 */
export async function eraseGuestFromBookings(tx: Database, holder: Holder): Promise<string[]> {
  const stays = await tx
    .update(bookings)
    .set({
      userId: null,
      firstName: ERASED_GUEST.firstName,
      lastName: ERASED_GUEST.lastName,
      email: ERASED_GUEST.email,
      phone: ERASED_GUEST.phone,
      specialRequests: ERASED_GUEST.specialRequests,
    })
    .where(staysOf(holder))
    .returning({ id: bookings.id, reference: bookings.reference });
  const hires = await tx
    .update(carBookings)
    .set({
      userId: null,
      fullName: ERASED_GUEST.fullName,
      email: ERASED_GUEST.email,
      phone: ERASED_GUEST.phone,
      specialRequests: ERASED_GUEST.specialRequests,
    })
    .where(hiresOf(holder))
    .returning({ id: carBookings.id, reference: carBookings.reference });
  const stayIds = stays.map((stay) => stay.id);
  const hireIds = hires.map((hire) => hire.id);
  const theirs = (stay: AnyPgColumn, hire: AnyPgColumn) =>
    or(
      stayIds.length > 0 ? inArray(stay, stayIds) : sql`false`,
      hireIds.length > 0 ? inArray(hire, hireIds) : sql`false`,
    );
  if (stayIds.length + hireIds.length > 0) {
    await tx
      .update(payments)
      .set({ email: ERASED_GUEST.email })
      .where(theirs(payments.bookingId, payments.carBookingId));
    // The emailed links that confirm a hold went to their address.
    await tx
      .delete(holdConfirmations)
      .where(theirs(holdConfirmations.bookingId, holdConfirmations.carBookingId));
  }
  return [...stays, ...hires].map((booking) => booking.reference);
}

/** The first answers kept for retried bookings hold the guest's details: gone with them. */
export async function forgetKeptAnswers(tx: Database, references: string[]): Promise<void> {
  if (references.length === 0) return;
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        inArray(idempotencyKeys.scope, ['booking', 'car-booking']),
        inArray(sql`${idempotencyKeys.response} ->> 'reference'`, references),
      ),
    );
}

/** The newsletter row and every letter to the address (their contents name the person). */
export async function forgetAddress(tx: Database, email: string): Promise<void> {
  await tx
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
}

/** Sessions, sign-in accounts, one-time tokens, then the person. */
export async function deletePerson(tx: Database, holder: Holder): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, holder.id));
  await tx.delete(accounts).where(eq(accounts.userId, holder.id));
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.value, holder.id),
        sql`position(lower(${holder.email}) in lower(${verifications.identifier})) > 0`,
      ),
    );
  await tx.delete(users).where(eq(users.id, holder.id));
}
