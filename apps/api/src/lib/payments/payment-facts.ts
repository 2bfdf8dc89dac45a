import { koboToNaira } from '@waka/shared/money';
import type { TPaymentFacts, TPaymentMethod } from '@waka/shared/payments/payments';
import type { STORED_PAYMENT_STATUSES } from '../../db/schema/bookings';

/** The payment columns a booking and a car hire share. */
export type PaymentColumns = {
  status: string;
  paymentStatus: (typeof STORED_PAYMENT_STATUSES)[number];
  paymentMethod: TPaymentMethod | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
};

/** The online payment that paid it, and the latest refund, when there are. */
export type MoneyTrail = {
  paidBy?: { reference: string; testMode: boolean };
  refund?: { amountKobo: number; status: 'to request' | 'pending' | 'refunded' | 'failed' };
};

/**
 * A booking's money in the words of the API (docs/product.md#payment). An
 * expired hold reads `expired` whatever was stored before it ran out.
 */
export function paymentFacts(row: PaymentColumns, trail: MoneyTrail = {}): TPaymentFacts {
  const { paidBy, refund } = trail;
  return {
    paymentStatus: row.status === 'expired' ? 'expired' : row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentReference: paidBy?.reference ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    holdExpiresAt: row.status === 'confirmed' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    testPayment: paidBy?.testMode ?? false,
    // Waiting to be asked of Paystack, or asked: either way the guest waits.
    refundStatus: refund ? (refund.status === 'refunded' ? 'refunded' : 'pending') : null,
    refundAmount: refund ? koboToNaira(refund.amountKobo) : null,
  };
}
