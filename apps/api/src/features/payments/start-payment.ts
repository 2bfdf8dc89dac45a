import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import type { TPaymentStarted } from '@waka/shared/payments/payments';
import type { PaymentConfig } from '../../config-payments';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { newPaymentReference } from '../../lib/booking-reference';
import {
  chooseOnlinePayment,
  findHeldBooking,
  type HeldBooking,
} from '../../lib/payments/held-booking-repository';
import type { PaymentDeps } from '../../lib/payments/payment-deps';
import { insertPayment, paymentReferenceExists } from '../../lib/payments/payment-repository';
import { finishIdempotent, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { movePaymentAttemptStatus } from '../../money/lifecycle/lifecycle-repository';
import { PaystackError } from '../../lib/paystack/paystack-client';

export const START_PAYMENT_MESSAGES = {
  alreadyPaid: 'This booking is already paid; there is nothing more to pay.',
  starting: 'This payment is still being started. Please wait a moment and try again.',
  cancelled: 'This booking was cancelled, so it cannot be paid.',
  nothingToPay: 'This booking has nothing to pay.',
} as const;

export type StartPaymentRequest = { reference: string; email?: string };

const unavailable = () =>
  new AppError(503, 'ONLINE_PAYMENT_UNAVAILABLE', ONLINE_PAYMENT_MESSAGES.unavailable);

/** The guest who made it (by email, any case), or the signed-in customer it belongs to. */
function mayPay(booking: HeldBooking, email: string | undefined, user: TSessionUser | undefined) {
  if (email !== undefined && booking.email.toLowerCase() === email.toLowerCase()) return true;
  return user !== undefined && booking.userId === user.id;
}

/** What a start with an Idempotency-Key keeps: the attempt, and its checkout page once Paystack gave it. */
type KeptStart = { paymentReference: string; authorizationUrl?: string };

/**
 * Starts paying a booking or car hire online (docs/decisions/0022-payments-and-holds.md):
 * a new attempt with its own reference, for exactly what the booking owes now
 * (the server's figure, whatever a client thinks), initialised at Paystack,
 * whose checkout page the guest is sent to.
 *
 * The attempt is written, and committed, before Paystack hears of it
 * (docs/decisions/0036): a crash or a lost answer in between leaves a pending
 * attempt under the reference Paystack was sent, so money paid to it is
 * recognised by the webhook, the callback's verify and the hold sweeper.
 * Only Paystack's plain refusal fails it. With an Idempotency-Key the start
 * happens at most once: the same key and body answer the first checkout
 * page again (409 while the first start is still under way), another body 422.
 *
 * A hold that has run out is refused rather than paid: its rooms (or car)
 * may be gone, and the guest would be paying only to be refunded; a new
 * booking checks them properly.
 */
export async function startPayment(
  deps: PaymentDeps,
  config: Pick<PaymentConfig, 'online' | 'testMode'>,
  request: StartPaymentRequest,
  user: TSessionUser | undefined,
  idempotencyKey?: string,
): Promise<TPaymentStarted> {
  if (!config.online) throw unavailable();
  const keyed = { scope: 'payment', key: idempotencyKey };
  let booking: HeldBooking | undefined;
  let attemptId = '';
  const { answer: kept, replayed } = await runIdempotent<KeptStart>(
    deps.db,
    {
      ...keyed,
      // Whose it is counts: one key never starts two people's payments.
      request: { ...request, user: user?.id ?? null },
      statusCode: 201,
    },
    async (tx) => {
      booking = await payableBooking(tx, request, user);
      const paymentReference = await freshReference(tx);
      ({ id: attemptId } = await insertPayment(tx, {
        reference: paymentReference,
        ...(booking.kind === 'car' ? { carBookingId: booking.id } : { bookingId: booking.id }),
        email: booking.email,
        amountKobo: booking.owesKobo,
        testMode: config.testMode,
      }));
      await chooseOnlinePayment(tx, booking.kind, booking.id);
      return { paymentReference };
    },
  );
  if (replayed) {
    if (kept.authorizationUrl)
      return { authorizationUrl: kept.authorizationUrl, paymentReference: kept.paymentReference };
    throw new AppError(409, 'PAYMENT_STARTING', START_PAYMENT_MESSAGES.starting);
  }
  const attempt = { id: attemptId, reference: kept.paymentReference };
  let authorizationUrl: string;
  try {
    authorizationUrl = await initializeAtPaystack(deps, booking!, attempt);
  } catch (error) {
    // Nobody was given a checkout page: the same key may start again.
    await finishIdempotent(deps.db, keyed, 'failed');
    throw error;
  }
  const started = { authorizationUrl, paymentReference: attempt.reference };
  await finishIdempotent(deps.db, keyed, { statusCode: 201, answer: started });
  return started;
}

/** The booking, if this caller may pay it and it has something to pay. */
async function payableBooking(
  db: Database,
  request: StartPaymentRequest,
  user: TSessionUser | undefined,
): Promise<HeldBooking> {
  const booking = await findHeldBooking(db, request.reference);
  // A wrong email reads exactly like an unknown reference (docs/product.md#booking-references).
  if (!booking || !mayPay(booking, request.email, user)) throw notFound('Booking');
  if (booking.paymentStatus === 'paid')
    throw new AppError(409, 'ALREADY_PAID', START_PAYMENT_MESSAGES.alreadyPaid);
  if (booking.status === 'expired')
    throw new AppError(409, 'HOLD_EXPIRED', ONLINE_PAYMENT_MESSAGES.holdExpired);
  if (booking.status !== 'confirmed')
    throw new AppError(409, 'BOOKING_CANCELLED', START_PAYMENT_MESSAGES.cancelled);
  if (booking.owesKobo <= 0)
    throw new AppError(409, 'NOTHING_TO_PAY', START_PAYMENT_MESSAGES.nothingToPay);
  return booking;
}

async function freshReference(db: Database): Promise<string> {
  let reference = newPaymentReference();
  while (await paymentReferenceExists(db, reference)) reference = newPaymentReference();
  return reference;
}

/**
 * Paystack's checkout page for the attempt already written. A refusal means
 * Paystack made no transaction: the attempt fails. No answer (a time-out, a
 * 5xx, a crash) says nothing of what Paystack made: the attempt stays
 * pending, and whatever is paid to it is found by the webhook, verify or the
 * hold sweeper, as for any other pending attempt.
 */
async function initializeAtPaystack(
  deps: PaymentDeps,
  booking: HeldBooking,
  attempt: { id: string; reference: string },
): Promise<string> {
  const { reference } = attempt;
  try {
    const started = await deps.paystack.initialize({
      email: booking.email,
      amountKobo: booking.owesKobo,
      reference,
      // Paystack sends the guest back here with ?trxref=…&reference=….
      callbackUrl: `${deps.publicUrl}/payment/callback`,
      metadata: { bookingReference: booking.reference, kind: booking.kind },
    });
    return started.authorizationUrl;
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.kind === 'refused')
      await movePaymentAttemptStatus(deps.db, { id: attempt.id, from: 'pending', to: 'failed' });
    deps.log.warn(
      { booking: booking.reference, payment: reference, reason: error.message, kind: error.kind },
      'payment not started',
    );
    throw unavailable();
  }
}
