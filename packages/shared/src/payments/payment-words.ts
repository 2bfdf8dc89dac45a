/*
 * The payment words people read, without zod, so a screen can show them
 * without loading the schemas (the bundle budget, bench/README.md#targets).
 */

/** Where a booking's money stands (docs/product.md#payment); ZPaymentStatus validates it. */
export const PAYMENT_STATUSES = [
  'paid',
  'awaiting confirmation',
  'pay at hotel',
  'not paid',
  'expired',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The words people read for each state (docs/product.md#payment). */
export const PAYMENT_STATUS_WORDS: Record<TPaymentStatus, string> = {
  paid: 'Paid',
  'awaiting confirmation': 'Awaiting confirmation',
  'pay at hotel': 'Pay at hotel',
  'not paid': 'Not paid',
  expired: 'Expired — not paid',
};

export const ONLINE_PAYMENT_MESSAGES = {
  confirming: 'Confirming your payment…',
  declined: 'Your payment was declined. No money was taken.',
  testPayment: 'Test payment — no money moves',
  unavailable: 'Online payment is not available right now. You can pay at the hotel.',
  holdExpired: 'This hold has expired and its rooms were released.',
  linkInvalid: 'This link is not valid or has expired',
} as const;
