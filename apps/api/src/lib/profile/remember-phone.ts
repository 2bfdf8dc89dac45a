import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

/**
 * Saves the phone a signed-in person booked with on their profile, when the
 * profile has none yet, in the booking's own transaction: the next booking
 * form starts with it (docs/decisions/0026). A phone already on the profile
 * is theirs to change on the profile page, never by a booking.
 */
export async function rememberPhone(tx: Database, userId: string, phone: string): Promise<void> {
  await tx
    .update(users)
    .set({ phone, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.phone)));
}
