import type { BookingKind } from '@waka/shared/booking-kind';
import { PaystackError } from '../paystack/paystack-client';
import type { PaymentDeps } from './payment-deps';
import { pendingPaymentsOf } from './payment-repository';
import { settlePayment } from './settle-payment';

/**
 * Asks Paystack about every online attempt of a booking (or car hire) still
 * pending, and settles each (docs/decisions/0022-payments-and-holds.md): a
 * payment that succeeded but whose webhook was lost pays the booking here.
 * For the hold sweeper, before it expires a hold. Call it outside any
 * transaction and before locking the booking: settling takes the attempt's
 * and the booking's row locks itself.
 *
 * Answers `paid` when the booking is now paid by one of them, and
 * `stillPending`: attempts Paystack could not be asked about, or says are
 * still under way (a transfer being made); the sweeper may give those time.
 */
export async function settlePendingPayments(
  deps: PaymentDeps,
  kind: BookingKind,
  bookingId: string,
): Promise<{ paid: boolean; stillPending: number }> {
  let paid = false;
  let stillPending = 0;
  for (const { reference } of await pendingPaymentsOf(deps.db, kind, bookingId)) {
    try {
      const result = await settlePayment(deps, reference);
      if (result?.settled === 'paid' || result?.settled === 'revived') paid = true;
      if (result?.payment.status === 'pending') stillPending++;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      deps.log.warn(
        { payment: reference, reason: error.message },
        'could not ask Paystack about a pending payment',
      );
      stillPending++;
    }
  }
  return { paid, stillPending };
}
