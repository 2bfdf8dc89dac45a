import type { Database } from '../../db/database';
import { lockGuestAddress } from '../../lib/accounts/guest-address-repository';
import {
  attachGuestBookings,
  attachGuestCarHires,
  markEmailVerified,
} from './guest-booking-link-repository';

export type VerifiedAccount = { id: string; email: string };
export type Attached = { bookings: number; carHires: number };

/**
 * The holder opened a good verification link (docs/decisions/0025): the
 * address is marked verified and every stay and car hire booked as a guest
 * with it (in any case, not yet anyone's) joins the account, in one
 * transaction, so neither happens without the other. Never before: until
 * then the address proves nothing about who holds the account. Under the
 * address's lock, so a guest booking committing meanwhile is either attached
 * here or, made after, attached as it is made (accountForBooking).
 */
export async function verifyEmailAndAttachBookings(
  db: Database,
  account: VerifiedAccount,
): Promise<Attached> {
  return db.transaction(async (tx) => {
    await lockGuestAddress(tx, account.email);
    if (!(await markEmailVerified(tx, account.id))) return { bookings: 0, carHires: 0 };
    const bookings = await attachGuestBookings(tx, account.id, account.email);
    const carHires = await attachGuestCarHires(tx, account.id, account.email);
    return { bookings, carHires };
  });
}
