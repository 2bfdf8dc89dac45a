import type { TSessionUser } from '@waka/shared/accounts/accounts';
import {
  carCancellationTerms,
  DEFAULT_CHECK_IN_TIME,
  roomCancellationTerms,
  type CancellationTerms,
} from '@waka/shared/cancellation/cancellation-policy';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { addDays } from '@waka/shared/dates';
import type { Cancellable } from './cancellation-repository';

/** Who asks: the guest (by email) or the booking's customer, or the owner of its hotel or car. */
export type Role = 'guest' | 'owner';

export type Asker = { email?: string; user?: TSessionUser };

/**
 * The asker's part in the booking, or undefined for anyone else, who is
 * answered as if it did not exist. The owner's session speaks as the owner
 * even when it also knows the guest's email.
 */
export function roleOf(found: Cancellable, asker: Asker): Role | undefined {
  const { user, email } = asker;
  if (user && user.id === found.ownerId) return 'owner';
  if (user && found.userId === user.id) return 'guest';
  if (email !== undefined && email.trim().toLowerCase() === found.email.toLowerCase())
    return 'guest';
  return undefined;
}

/**
 * The last instant each may cancel (docs/decisions/0023-cancellation-and-changes.md):
 * the guest until check-in at the hotel's check-in time (pickup for a car),
 * the owner until the check-out day ends in Lagos, the day a no-show can
 * still be marked (the return, for a car).
 */
function deadline(found: Cancellable, role: Role): Date {
  if (found.kind === 'car') return role === 'owner' ? found.returnAt : found.pickupAt;
  return role === 'owner'
    ? lagosInstant(addDays(found.checkOutDate, 1), '00:00')
    : lagosInstant(found.checkInDate, found.checkInTime ?? DEFAULT_CHECK_IN_TIME);
}

/**
 * What cancelling at `now` means for this asker: whether they still may, and
 * what is kept and given back. A guest cancels under the policy; an owner
 * gives back everything paid, whatever the policy.
 */
export function termsOf(
  found: Cancellable,
  role: Role,
  now: Date,
): { cancellable: boolean; terms: CancellationTerms } {
  const until = deadline(found, role);
  const cancellable = found.status === 'confirmed' && now.getTime() < until.getTime();
  const paidKobo = found.paidKobo;
  if (role === 'owner') {
    const terms = {
      free: true,
      freeUntil: until,
      chargeKobo: 0,
      keptKobo: 0,
      refundKobo: paidKobo,
    };
    return { cancellable, terms };
  }
  const terms =
    found.kind === 'car'
      ? carCancellationTerms(
          {
            pickupAt: found.pickupAt,
            totalKobo: found.totalKobo,
            dailyRateKobo: found.dailyRateKobo,
            paidKobo,
          },
          now,
        )
      : roomCancellationTerms(
          {
            checkInDate: found.checkInDate,
            checkInTime: found.checkInTime,
            lines: found.lines,
            paidKobo,
          },
          now,
        );
  return { cancellable, terms };
}
