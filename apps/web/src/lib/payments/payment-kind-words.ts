import { PAYMENT_STATUS_WORDS, type TPaymentStatus } from '@waka/shared/payments/payment-words';
import type { BookingKind } from '@waka/shared/booking-kind';

/*
 * What changes in the payment words between a hotel booking and a car hire
 * (docs/product.md#payment): the hotel becomes the pickup, the rooms the car.
 * Zod-free, like payment-words.ts, so any screen may show them.
 */
export const KIND_WORDS = {
  room: {
    held: 'your rooms',
    payLater: 'Pay at the hotel',
    payLaterInstead: 'Pay at the hotel instead',
    payLaterDue: 'Pay at the hotel on arrival',
    paidLater: 'Paid at the hotel',
    released: 'the rooms were released',
    releases: 'the rooms are released',
    backOnSale: 'the rooms went back on sale',
    payee: 'the hotel',
    where: 'at the hotel',
    when: 'when you arrive',
  },
  car: {
    held: 'the car',
    payLater: 'Pay at pickup',
    payLaterInstead: 'Pay at pickup instead',
    payLaterDue: 'Pay at pickup',
    paidLater: 'Paid at pickup',
    released: 'the car was released',
    releases: 'the car is released',
    backOnSale: 'the car went back on sale',
    payee: 'the car’s owner',
    where: 'at pickup',
    when: 'when you collect the car',
  },
} as const satisfies Record<BookingKind, Record<string, string>>;

/** A payment status in words; a car hire's "pay at hotel" is paid at pickup. */
export function paymentStatusText(status: TPaymentStatus, kind: BookingKind): string {
  return status === 'pay at hotel' && kind === 'car'
    ? 'Pay at pickup'
    : PAYMENT_STATUS_WORDS[status];
}

/**
 * A cancelled booking's payment status on its receipt: nothing is owed any
 * more, and money paid says where its refund stands.
 */
export function cancelledPaymentText(
  facts: { paymentStatus: TPaymentStatus; refundStatus: 'pending' | 'refunded' | null },
  kind: BookingKind,
): string {
  if (facts.paymentStatus === 'paid') {
    if (facts.refundStatus === 'refunded') return 'Paid · refunded';
    if (facts.refundStatus === 'pending') return 'Paid · refund pending';
    return 'Paid';
  }
  if (facts.paymentStatus === 'awaiting confirmation')
    return paymentStatusText('awaiting confirmation', kind);
  return 'Nothing to pay';
}
