import type { Database } from '../../db/database';
import { lockGuestAddress, verifiedAccountOf } from './guest-address-repository';

/**
 * Whose My Bookings a new booking or car hire goes to (docs/decisions/0025):
 * the signed-in person's; else, for a guest, the account that has verified the
 * address the guest gave (the confirmation goes to that address anyway); else
 * nobody's yet. Call it in the booking's transaction, before the insert.
 */
export async function accountForBooking(
  tx: Database,
  email: string,
  signedInUserId: string | null | undefined,
): Promise<string | null> {
  if (signedInUserId) return signedInUserId;
  await lockGuestAddress(tx, email);
  return (await verifiedAccountOf(tx, email)) ?? null;
}
