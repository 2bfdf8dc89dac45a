import type { Database } from '../../db/database';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { PaystackError } from '../paystack/paystack-client';
import type { PaystackTransaction } from '../paystack/paystack-shapes';
import { lockHeldBooking, markBookingPaid, type HeldBooking } from './held-booking-repository';
import type { PaymentDeps } from './payment-deps';
import { paidEmails, refundEmail, REFUND_REASONS, type RefundReason } from './payment-emails';
import {
  bookingIdOf,
  findPayment,
  insertRefund,
  kindOfPayment,
  lockPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  recordEvent,
  type PaymentRow,
} from './payment-repository';
import { reviveCarHire, reviveRoomBooking } from './revive-hold-repository';

/**
 * What settling did: marked the booking paid (`paid`, or `revived` when its
 * hold had run out and was taken back), kept the money only to give it back
 * (`refunded`), saw the attempt fail (`failed`), refused money that does not
 * match the attempt (`mismatch`), found nothing to do (`nothing`: already
 * settled, or Paystack still waiting), or saw this event acted on before
 * (`replayed`).
 */
export type Settled =
  'paid' | 'revived' | 'refunded' | 'failed' | 'mismatch' | 'nothing' | 'replayed';

/** Paystack's verdict on the attempt, before any lock is taken. */
type Verdict = 'success' | 'failed' | 'mismatch' | 'wait';

function verdictOf(verified: PaystackTransaction, payment: PaymentRow): Verdict {
  if (verified.reference !== payment.reference) return 'wait';
  if (verified.status === 'failed' || verified.status === 'abandoned') return 'failed';
  if (verified.status !== 'success') return 'wait';
  const matches = verified.currency === 'NGN' && verified.amount === payment.amountKobo;
  return matches ? 'success' : 'mismatch';
}

/**
 * Settles one online attempt (docs/decisions/0022-payments-and-holds.md),
 * whoever asks: the webhook (with its `event`, acted on once), the callback
 * page, or the hold sweeper. Paystack's verify is asked first, outside any
 * transaction; then, in one transaction under the booking's lock and the
 * attempt's, the booking is marked paid only when Paystack says `success` in NGN for
 * exactly the attempt's amount, which is exactly what the booking owes.
 * Money that arrives for a hold that ran out revives it when nothing was
 * given away meanwhile; otherwise, and for a booking already paid or
 * cancelled, it is written down to be refunded. Answers undefined for an
 * unknown reference. Throws PaystackError when Paystack cannot be asked.
 */
export async function settlePayment(
  deps: PaymentDeps,
  reference: string,
  options: { event?: string } = {},
): Promise<{ settled: Settled; payment: PaymentRow } | undefined> {
  const found = await findPayment(deps.db, reference);
  if (!found) return undefined;
  if (found.status === 'success' && !options.event) return { settled: 'nothing', payment: found };
  const verified = await verifyOrUnknown(deps, reference);
  const verdict = verified ? verdictOf(verified, found) : 'failed';
  // Paystack still waiting: nothing to act on, so the event is not spent either.
  if (verdict === 'wait') return { settled: 'nothing', payment: found };
  const settled = await deps.db.transaction(async (tx): Promise<Settled> => {
    // The lock order (lib/ledger/room-ledger.ts): the booking's row, then the
    // attempt's, then (to revive it) the room types or the car.
    const booking = (await lockHeldBooking(tx, kindOfPayment(found), bookingIdOf(found)))!;
    const payment = (await lockPayment(tx, found.id))!;
    if (options.event && !(await recordEvent(tx, options.event, reference))) return 'replayed';
    if (payment.status === 'success') return 'nothing';
    if (!verified) {
      if (payment.status === 'pending') await markPaymentFailed(tx, payment);
      return 'failed';
    }
    const gateway = { gatewayTransactionId: verified.id, channel: verified.channel ?? null };
    if (verdict === 'failed') {
      if (payment.status === 'pending') await markPaymentFailed(tx, payment);
      return 'failed';
    }
    if (verdict === 'mismatch') {
      deps.log.warn(
        {
          payment: reference,
          owedKobo: payment.amountKobo,
          paidKobo: verified.amount,
          currency: verified.currency,
        },
        'Paystack reports a payment that does not match the attempt: not marked paid',
      );
      await markPaymentFailed(tx, payment, gateway);
      return 'mismatch';
    }
    await markPaymentSucceeded(tx, payment, gateway);
    return keepOrRefund(tx, deps, booking, payment, verified.channel ?? null);
  });
  if (settled === 'paid' || settled === 'revived' || settled === 'refunded') deps.onQueued?.();
  return { settled, payment: (await findPayment(deps.db, reference))! };
}

/**
 * Paystack's transaction, or undefined when Paystack says it has none by
 * that reference: an attempt it never took can never be paid (the test
 * gateway forgets its transactions when the server restarts). Any other
 * failure to ask is thrown.
 */
async function verifyOrUnknown(deps: PaymentDeps, reference: string) {
  try {
    return await deps.paystack.verify(reference);
  } catch (error) {
    const unknown =
      error instanceof PaystackError &&
      error.kind === 'refused' &&
      (error.httpStatus === 400 || error.httpStatus === 404);
    if (!unknown) throw error;
    deps.log.warn({ payment: reference, reason: error.message }, 'Paystack has no such payment');
    return undefined;
  }
}

/** Verified money for this attempt: pays the booking (locked), or is written down to go back. */
async function keepOrRefund(
  tx: Database,
  deps: PaymentDeps,
  booking: HeldBooking,
  payment: PaymentRow,
  channel: string | null,
): Promise<Settled> {
  const attempt = { ...payment, channel };
  const giveBack = async (reason: RefundReason): Promise<Settled> => {
    await insertRefund(tx, { paymentId: payment.id, amountKobo: payment.amountKobo, reason });
    await enqueueMail(tx, [refundEmail(booking, attempt, reason, deps.publicUrl)]);
    deps.log.info({ payment: payment.reference, booking: booking.reference, reason }, 'refund due');
    return 'refunded';
  };
  if (booking.paymentStatus === 'paid') return giveBack(REFUND_REASONS.paidTwice);
  if (booking.status !== 'confirmed' && booking.status !== 'expired')
    return giveBack(REFUND_REASONS.cancelled);
  if (payment.amountKobo !== booking.owesKobo) return giveBack(REFUND_REASONS.amountChanged);
  const revived = booking.status === 'expired' && (await revive(tx, booking));
  if (booking.status === 'expired' && !revived) return giveBack(REFUND_REASONS.holdExpired);
  await markBookingPaid(tx, booking);
  await enqueueMail(tx, paidEmails(booking, attempt, deps.publicUrl));
  return revived ? 'revived' : 'paid';
}

const revive = (tx: Database, booking: HeldBooking) =>
  booking.kind === 'car' ? reviveCarHire(tx, booking.id) : reviveRoomBooking(tx, booking.id);
