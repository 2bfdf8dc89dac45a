import { CANCELLATION_MESSAGES, type TCancellation } from '@waka/shared/cancellation/cancellation';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { AppError, invalidInput, notFound } from '../../lib/app-error';
import { cancellationEmails } from '../../lib/cancellation/cancellation-emails';
import { cancellationFacts } from '../../lib/cancellation/cancellation-facts';
import { tellGuest } from '../../lib/holds/expire-holds';
import { bookingMadeAt, hireMadeAt } from '../../lib/holds/hold-expiry-repository';
import { runIdempotent } from '../../lib/idempotency/run-idempotent';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { REFUND_REASONS } from '../../lib/payments/payment-emails';
import { refundOnline } from '../../lib/payments/refund-online';
import {
  cancellationRefund,
  findCancellable,
  lockCancellable,
  markCancelled,
  type Cancellable,
} from './cancellation-repository';
import { roleOf, termsOf, type Asker } from './cancellation-terms';
import { whenOf } from './cancellation-words';

export type CancelOptions = {
  idempotencyKey?: string;
  /** The instant the policy is read at: the app's clock. */
  now: Date;
  publicUrl: string;
};

const notCancellable = () =>
  new AppError(409, 'NOT_CANCELLABLE', CANCELLATION_MESSAGES.notCancellable);

/** The cancellation as stored, with its refund's progress: the same body however often asked. */
async function storedCancellation(tx: Database, found: Cancellable): Promise<TCancellation> {
  const facts = cancellationFacts(found)!;
  const refund = await cancellationRefund(tx, found, REFUND_REASONS.cancelled);
  return {
    reference: found.reference,
    status: 'cancelled',
    ...facts,
    refundStatus: refund ? (refund.status === 'refunded' ? 'refunded' : 'pending') : null,
  };
}

const CANCEL_SCOPES = { room: 'cancel-booking', car: 'cancel-car' } as const;

/**
 * Cancels a booking or car hire (docs/decisions/0023-cancellation-and-changes.md),
 * in one transaction: the guest (by email) or its customer under the policy
 * until check-in (pickup), its owner with a reason until check-out (return),
 * giving back everything paid. The booking is locked; one already cancelled
 * answers its stored cancellation. Otherwise it is marked cancelled with who,
 * when, why, kept and refunded; its nights are released; the online payments
 * that paid it get a refund row each, the refund split across them (unique
 * per payment and reason, so however many cancels race, Paystack is asked
 * once for each); and the guest and the owner
 * are written to. Anyone else: 404, as for a booking that does not exist.
 */
export async function cancelBooking(
  db: Database,
  kind: BookingKind,
  reference: string,
  asker: Asker & { reason?: string },
  options: CancelOptions,
) {
  const request = { reference, email: asker.email, reason: asker.reason, by: asker.user?.id };
  return runIdempotent<TCancellation>(
    db,
    // Stored scopes keep their first spelling, so a key given before still replays.
    { scope: CANCEL_SCOPES[kind], key: options.idempotencyKey, request, statusCode: 200 },
    async (tx) => {
      const found = await findCancellable(tx, kind, reference);
      const role = found && roleOf(found, asker);
      if (!found || !role) throw notFound(kind === 'car' ? 'Car booking' : 'Booking');
      if (role === 'owner' && !asker.reason)
        throw invalidInput({ reason: CANCELLATION_MESSAGES.reasonRequired });
      // Cancelled is final: its stored answer needs no lock.
      if (found.status === 'cancelled') return storedCancellation(tx, found);
      if (found.status !== 'confirmed') throw notCancellable();

      const locked = (await lockCancellable(tx, found))!;
      if (locked.status === 'cancelled') return storedCancellation(tx, locked);
      // Its hold ran out between the first read and the lock.
      if (locked.status !== 'confirmed') throw notCancellable();
      const { cancellable, terms } = termsOf(locked, role, options.now);
      if (!cancellable) throw notCancellable();

      const write = {
        cancelledBy: role,
        cancelReason: role === 'owner' ? asker.reason! : null,
        keptKobo: terms.keptKobo,
        refundKobo: terms.refundKobo,
      };
      await markCancelled(tx, locked, write);
      const online = await refundOnline(
        tx,
        kind,
        locked.id,
        terms.refundKobo,
        REFUND_REASONS.cancelled,
      );
      const cancelled = (await findCancellable(tx, kind, reference))!;
      const [toGuest, toOwner] = cancellationEmails(
        {
          ...cancelled,
          reason: write.cancelReason,
          cancelledBy: role,
          keptKobo: terms.keptKobo,
          refundKobo: terms.refundKobo,
          refundOnline: online > 0,
          when: whenOf(cancelled),
        },
        options.publicUrl,
      );
      await tellGuest(
        tx,
        toGuest!,
        kind === 'car' ? hireMadeAt(locked.id) : bookingMadeAt(locked.id),
      );
      await enqueueMail(tx, [toOwner!]);
      return storedCancellation(tx, cancelled);
    },
  );
}
