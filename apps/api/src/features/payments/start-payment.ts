import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import type { TPaymentStarted } from '@waka/shared/payments/payments';
import type { PaymentConfig } from '../../config-payments';
import { AppError, notFound } from '../../lib/app-error';
import { newPaymentReference } from '../../lib/booking-reference';
import {
  chooseOnlinePayment,
  findHeldBooking,
  type HeldBooking,
} from '../../lib/payments/held-booking-repository';
import type { PaymentDeps } from '../../lib/payments/payment-deps';
import { insertPayment, paymentReferenceExists } from '../../lib/payments/payment-repository';
import { PaystackError } from '../../lib/paystack/paystack-client';

export const START_PAYMENT_MESSAGES = {
  alreadyPaid: 'This booking is already paid; there is nothing more to pay.',
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

/**
 * Starts paying a booking or car hire online (docs/decisions/0022-payments-and-holds.md):
 * a new attempt with its own reference, for exactly what the booking owes now
 * (the server's figure, whatever a client thinks), initialised at Paystack,
 * whose checkout page the guest is sent to. The attempt is written only once
 * Paystack has it, so a refused start leaves nothing behind.
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
): Promise<TPaymentStarted> {
  if (!config.online) throw unavailable();
  const booking = await findHeldBooking(deps.db, request.reference);
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

  let reference = newPaymentReference();
  while (await paymentReferenceExists(deps.db, reference)) reference = newPaymentReference();
  let started: { authorizationUrl: string };
  try {
    started = await deps.paystack.initialize({
      email: booking.email,
      amountKobo: booking.owesKobo,
      reference,
      // Paystack sends the guest back here with ?trxref=…&reference=….
      callbackUrl: `${deps.publicUrl}/payment/callback`,
      metadata: { bookingReference: booking.reference, kind: booking.kind },
    });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    deps.log.warn({ booking: booking.reference, reason: error.message }, 'payment not started');
    throw unavailable();
  }
  await deps.db.transaction(async (tx) => {
    await insertPayment(tx, {
      reference,
      ...(booking.kind === 'car' ? { carBookingId: booking.id } : { bookingId: booking.id }),
      email: booking.email,
      amountKobo: booking.owesKobo,
      testMode: config.testMode,
    });
    await chooseOnlinePayment(tx, booking.kind, booking.id);
  });
  return { authorizationUrl: started.authorizationUrl, paymentReference: reference };
}
