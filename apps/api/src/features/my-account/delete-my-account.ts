import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import { PROFILE_MESSAGES } from '@waka/shared/accounts/profile';
import { lagosToday } from '@waka/shared/dates';
import type { Database } from '../../db/database';
import { AppError, invalidInput } from '../../lib/app-error';
import { clerkAccountPage, type AccountsProvider } from './account-home';
import {
  countOwnUpcoming,
  countUpcomingAtOwned,
  deletePerson,
  eraseGuestFromBookings,
  forgetAddress,
  forgetKeptAnswers,
  lockOwnedListings,
  lockPerson,
  retireOwnedListings,
} from './account-deletion-repository';
import { requirePerson } from './profile';
import { addressIsTheirs } from './whose-rows-repository';

export type DeleteAccountOptions = {
  provider: AccountsProvider;
  /** Whether `password` is the signed-in person's (better-auth checks it against the hash). */
  passwordMatches: (password: string) => Promise<boolean>;
  now: Date;
};

/**
 * Deletes the signed-in person's account (NDPA 2023, docs/decisions/0026),
 * in one transaction. Refused in Clerk mode (Clerk holds the account), for a
 * wrong password, and while a stay or car hire is upcoming: at the owner's
 * hotels and cars, or the person's own. Otherwise an owner's hotels, room
 * types and cars are retired; the person's bookings stay for their owners'
 * accounts with the guest's name and contact removed; their newsletter row
 * and mail go (once the address is verified); then their sessions, sign-in
 * and the person.
 */
export async function deleteMyAccount(
  db: Database,
  user: TSessionUser,
  password: string,
  options: DeleteAccountOptions,
): Promise<void> {
  if (options.provider.provider === 'clerk') {
    throw new AppError(
      403,
      'ACCOUNT_HELD_BY_CLERK',
      PROFILE_MESSAGES.deleteAtClerk(clerkAccountPage(options.provider.publishableKey)),
    );
  }
  if (!(await options.passwordMatches(password)))
    throw invalidInput({ password: PROFILE_MESSAGES.passwordWrong });

  const window = { today: lagosToday(options.now), now: options.now };
  await db.transaction(async (tx) => {
    const person = await requirePerson(tx, user);
    const holder = { id: person.id, email: person.email, emailVerified: person.emailVerified };
    if (person.role === 'hotelOwner') await lockOwnedListings(tx, person.id);
    if (!(await lockPerson(tx, person.id)))
      throw new AppError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);

    if (person.role === 'hotelOwner') {
      const atOwned = await countUpcomingAtOwned(tx, person.id, window);
      if (atOwned > 0)
        throw new AppError(
          409,
          'OWNER_HAS_UPCOMING_BOOKINGS',
          PROFILE_MESSAGES.ownerHasUpcoming(atOwned),
        );
    }
    const own = await countOwnUpcoming(tx, holder, window);
    if (own > 0)
      throw new AppError(409, 'HAS_UPCOMING_BOOKINGS', PROFILE_MESSAGES.customerHasUpcoming(own));

    if (person.role === 'hotelOwner') await retireOwnedListings(tx, person.id);
    const erased = await eraseGuestFromBookings(tx, holder);
    await forgetKeptAnswers(tx, erased);
    if (addressIsTheirs(holder)) await forgetAddress(tx, person.email);
    await deletePerson(tx, holder);
  });
}
