import { AsyncLocalStorage } from 'node:async_hooks';
import { APIError } from 'better-auth/api';
import { hashPassword } from 'better-auth/crypto';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockGuestAddress } from '../../lib/accounts/guest-address-repository';
import { endEverySession, replacePasswordHash } from './account-credentials-repository';
import {
  attachGuestBookings,
  attachGuestCarHires,
  markEmailVerified,
} from './guest-booking-link-repository';

export type VerifiedAccount = { id: string; email: string };
export type Attached = { bookings: number; carHires: number };

/**
 * The holder opened a good verification link and chose a password
 * (docs/decisions/0033). Anyone can sign up with an address before its
 * holder does and keep that session, so in one transaction: the address is
 * marked verified, the chosen password replaces the one the account was made
 * with, every session of the account ends, and only then does every stay and
 * car hire booked as a guest with the address (in any case, not yet anyone's)
 * join it. Under the address's lock, so a guest booking committing meanwhile
 * is either attached here or, made after, attached as it is made
 * (accountForBooking). Null when the address was verified already: then
 * nothing changes, the password least of all.
 */
export async function verifyEmailChoosingPassword(
  db: Database,
  account: VerifiedAccount,
  newPassword: string,
): Promise<Attached | null> {
  // Hashed here, after better-auth has checked the link, not for any caller.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await lockGuestAddress(tx, account.email);
    if (!(await markEmailVerified(tx, account.id))) return null;
    if (!(await replacePasswordHash(tx, account.id, passwordHash)))
      throw new Error(`account ${account.id} has no password sign-in to replace`);
    await endEverySession(tx, account.id);
    const bookings = await attachGuestBookings(tx, account.id, account.email);
    const carHires = await attachGuestCarHires(tx, account.id, account.email);
    return { bookings, carHires };
  });
}

/** What the route carries into better-auth's verification hook, and what the hook did. */
type VerificationStep = { newPassword: string; outcome?: Attached | null };

/*
 * better-auth checks the link's token, then calls its hook with the account,
 * but has no way to pass the chosen password along; the route's call and the
 * hook share this store instead, for the length of that one request.
 */
const verificationStep = new AsyncLocalStorage<VerificationStep>();

/**
 * Runs the forwarded verify-email call with the chosen password at hand. A
 * good link for an address already verified answers better-auth's 200 and
 * changes nothing: that is refused as such, so the page never says a
 * password was set when it was not.
 */
export async function verifyingWithPassword(
  newPassword: string,
  verify: () => Promise<Response>,
): Promise<Response> {
  const step: VerificationStep = { newPassword };
  const answer = await verificationStep.run(step, verify);
  if (answer.ok && !step.outcome)
    throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', ACCOUNT_LINK_MESSAGES.emailAlreadyVerified);
  return answer;
}

/** better-auth's hook: verifies with the password the route carried, and never without one. */
export async function onVerifyingEmail(db: Database, account: VerifiedAccount): Promise<void> {
  const step = verificationStep.getStore();
  // Fails closed: a way into better-auth's verification other than Waka's route changes nothing.
  if (!step) throw new APIError('BAD_REQUEST', { message: 'Choose a password to confirm' });
  step.outcome = await verifyEmailChoosingPassword(db, account, step.newPassword);
}
