import type { TPaymentOutcome } from '@waka/shared/payments/payments';
import { notFound } from '../../lib/app-error';
import { findHeldBookingById } from '../../lib/payments/held-booking-repository';
import type { PaymentDeps } from '../../lib/payments/payment-deps';
import { paymentFacts } from '../../lib/payments/payment-facts';
import {
  bookingIdOf,
  findPayment,
  kindOfPayment,
  refundOf,
} from '../../lib/payments/payment-repository';
import { settlePayment } from '../../lib/payments/settle-payment';
import { PaystackError } from '../../lib/paystack/paystack-client';

/**
 * What the callback page shows (docs/decisions/0022-payments-and-holds.md):
 * the attempt settled now, with Paystack asked, so the guest's return and the
 * webhook may come in either order. Paystack out of reach is no error here:
 * the attempt reads as still pending, and the page asks again.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  reference: string,
): Promise<TPaymentOutcome> {
  try {
    await settlePayment(deps, reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    deps.log.warn({ payment: reference, reason: error.message }, 'payment not verified now');
  }
  const payment = await findPayment(deps.db, reference);
  if (!payment) throw notFound('Payment');
  const kind = kindOfPayment(payment);
  const booking = (await findHeldBookingById(deps.db, kind, bookingIdOf(payment)))!;
  const refund = await refundOf(deps.db, payment.id);
  const facts = paymentFacts(booking, { refund });
  return {
    paymentReference: payment.reference,
    bookingReference: booking.reference,
    kind,
    email: booking.email,
    attemptStatus: payment.status,
    paymentStatus: facts.paymentStatus,
    refundStatus: facts.refundStatus,
  };
}
