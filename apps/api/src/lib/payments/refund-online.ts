import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { insertRefund, refundablePayments } from './payment-repository';

/**
 * Writes down `amountKobo` to go back through Paystack, split across the
 * booking's online payments, oldest first
 * (docs/decisions/0023-cancellation-and-changes.md): Paystack refunds a
 * transaction at a time, never more than is left of it, so a stay paid by
 * its first payment and a second one for a dearer change gets a refund row
 * on each. Every row carries `reason`, and a payment has one refund per
 * reason, so a retry writes nothing twice. Call it under the booking's lock.
 * Answers how much of it goes back online; the rest (money confirmed by the
 * owner, not paid online) the hotel or the car's owner returns.
 */
export async function refundOnline(
  tx: Database,
  kind: BookingKind,
  bookingId: string,
  amountKobo: number,
  reason: string,
): Promise<number> {
  let online = 0;
  if (amountKobo <= 0) return online;
  for (const payment of await refundablePayments(tx, kind, bookingId)) {
    const part = Math.min(payment.leftKobo, amountKobo - online);
    if (part <= 0) break;
    if (await insertRefund(tx, { paymentId: payment.id, amountKobo: part, reason })) online += part;
  }
  return online;
}
