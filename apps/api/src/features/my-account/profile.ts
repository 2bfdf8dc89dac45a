import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import { PROFILE_MESSAGES, type TProfile } from '@waka/shared/accounts/profile';
import type { Database } from '../../db/database';
import { AppError, invalidInput } from '../../lib/app-error';
import { accountHome, type AccountsProvider } from './account-home';
import { findPerson, updatePerson, type Person } from './profile-repository';

/** The signed-in person's row; 401 if it went (an account deleted under a live request). */
export async function requirePerson(db: Database, user: TSessionUser): Promise<Person> {
  const person = await findPerson(db, user.id);
  if (!person) throw new AppError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
  return person;
}

function toProfile(person: Person, provider: AccountsProvider): TProfile {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    role: person.role,
    emailVerified: person.emailVerified,
    createdAt: person.createdAt.toISOString(),
    ...accountHome(provider),
  };
}

/** The profile page, and what the booking forms start from (docs/decisions/0026). */
export async function readProfile(
  db: Database,
  provider: AccountsProvider,
  user: TSessionUser,
): Promise<TProfile> {
  return toProfile(await requirePerson(db, user), provider);
}

/**
 * Saves the name and phone. In Clerk mode the name is Clerk's (each new token's
 * claims write it again), so only the phone may change here.
 */
export async function updateProfile(
  db: Database,
  provider: AccountsProvider,
  user: TSessionUser,
  changes: { name: string; phone: string | null },
): Promise<TProfile> {
  const person = await requirePerson(db, user);
  if (provider.provider === 'clerk' && changes.name !== person.name)
    throw invalidInput({ name: PROFILE_MESSAGES.nameAtClerk });
  const saved = await updatePerson(db, user.id, changes);
  return toProfile(saved ?? person, provider);
}
