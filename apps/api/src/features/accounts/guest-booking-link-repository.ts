import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { carBookings } from '../../db/schema/cars';

/**
 * Marks the account's address verified; false when there is no such account
 * or it already is. The row lock makes a second verification wait for the
 * first and then find nothing to do.
 */
export async function markEmailVerified(db: Database, userId: string): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  return marked.length > 0;
}

/** Gives the account every stay booked as a guest with this address, in any case; answers how many. */
export async function attachGuestBookings(
  db: Database,
  userId: string,
  email: string,
): Promise<number> {
  const attached = await db
    .update(bookings)
    .set({ userId })
    // booking_email_idx serves lower(email).
    .where(and(isNull(bookings.userId), sql`lower(${bookings.email}) = ${email.toLowerCase()}`))
    .returning({ id: bookings.id });
  return attached.length;
}

/** Gives the account every car hire made as a guest with this address, in any case; answers how many. */
export async function attachGuestCarHires(
  db: Database,
  userId: string,
  email: string,
): Promise<number> {
  const attached = await db
    .update(carBookings)
    .set({ userId })
    .where(
      and(isNull(carBookings.userId), sql`lower(${carBookings.email}) = ${email.toLowerCase()}`),
    )
    .returning({ id: carBookings.id });
  return attached.length;
}
