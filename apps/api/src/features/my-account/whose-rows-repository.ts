import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { carBookings } from '../../db/schema/cars';

/** Whom a person's data is found by: their account, and their email once it is verified. */
export type Holder = { id: string; email: string; emailVerified: boolean };

/*
 * A person's stays and car hires (docs/decisions/0026): those made while
 * signed in, and, once their email is verified, those booked as a guest with
 * it. An address is proof of nothing until verified, so an unverified account
 * neither sees nor erases what strangers booked with the address it typed.
 * A booking another account made with this address is that account's.
 */
export function staysOf(holder: Holder): SQL {
  const byAccount = eq(bookings.userId, holder.id);
  if (!holder.emailVerified) return byAccount;
  return or(
    byAccount,
    and(isNull(bookings.userId), sql`lower(${bookings.email}) = lower(${holder.email})`),
  )!;
}

export function hiresOf(holder: Holder): SQL {
  const byAccount = eq(carBookings.userId, holder.id);
  if (!holder.emailVerified) return byAccount;
  return or(
    byAccount,
    and(isNull(carBookings.userId), sql`lower(${carBookings.email}) = lower(${holder.email})`),
  )!;
}

/** Rows kept by address alone (the newsletter, mail) are the person's once the address is proven. */
export const addressIsTheirs = (holder: Holder) => holder.emailVerified;
