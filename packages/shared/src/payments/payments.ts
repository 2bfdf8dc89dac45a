import { z } from 'zod';
import { PAYMENT_STATUSES } from './payment-words';

/**
 * Where a booking's money stands (docs/product.md#payment). A booking is
 * `paid` only when money is confirmed: an online payment verified by the
 * server, or the owner confirming cash or transfer received.
 * - `not paid`: a hold that expires unless paid online or confirmed for
 *   paying at the hotel (or at pickup) in time;
 * - `pay at hotel`: the guest confirmed by email to pay on arrival (cars: at pickup);
 * - `awaiting confirmation`: the guest says they paid by transfer; the owner confirms;
 * - `expired`: the hold ran out unpaid and its nights (or car window) were released.
 */
export { PAYMENT_STATUSES, type TPaymentStatus } from './payment-words';
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

/**
 * How the guest chose to pay; null until they choose. `transfer` is a claim
 * of a bank transfer made outside Waka ("Yes, Payment Made").
 */
export const PAYMENT_METHODS = ['online', 'at hotel', 'at pickup', 'transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ZPaymentMethod = z.enum(PAYMENT_METHODS).nullable();

/** A refund's progress (docs/product.md#payment): asked of Paystack, then confirmed by it. */
export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export const ZRefundStatus = z.enum(REFUND_STATUSES).nullable();

/**
 * What every booking and car hire answer carries about its money, beside
 * `paymentStatus` (the spec's field, now with five values).
 */
export const ZPaymentFacts = z.object({
  paymentStatus: ZPaymentStatus,
  paymentMethod: ZPaymentMethod,
  paymentReference: z
    .string()
    .nullable()
    .meta({ description: 'Paystack’s reference of the payment that paid it, when paid online' }),
  paidAt: z.string().nullable().meta({ description: 'When the money was confirmed, ISO 8601' }),
  holdExpiresAt: z.string().nullable().meta({
    description:
      'When an unpaid, unconfirmed hold is released, ISO 8601; null once it no longer expires',
  }),
  testPayment: z
    .boolean()
    .meta({ description: 'Paid through the test gateway or Paystack test keys: no money moved' }),
  refundStatus: ZRefundStatus,
  refundAmount: z.number().nullable().meta({ description: 'Naira being or already refunded' }),
});
export type TPaymentFacts = z.infer<typeof ZPaymentFacts>;

/** A room booking (WK-…) or a car hire (WC-…) reference. */
export const ZAnyBookingReference = z
  .string({ error: 'reference is required' })
  .trim()
  .toUpperCase()
  .regex(/^W[KC]-[0-9A-Z]{8}$/, 'Not a Waka booking reference');

const ZGuestEmail = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'));

/** POST /api/v1/payments: start paying a booking online. The guest's email, or the customer's session. */
export const ZStartPaymentRequest = z
  .object({ reference: ZAnyBookingReference, email: ZGuestEmail.optional() })
  .meta({ id: 'StartPaymentRequest' });

export const ZPaymentStarted = z
  .object({
    authorizationUrl: z
      .url()
      .meta({ description: 'Paystack’s checkout page to send the guest to' }),
    paymentReference: z.string().meta({ description: 'A new reference for this attempt' }),
  })
  .meta({ id: 'PaymentStarted' });
export type TPaymentStarted = z.infer<typeof ZPaymentStarted>;

/** An online payment attempt's state, as Waka last verified it. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'success', 'failed'] as const;

/** POST /api/v1/payments/{paymentReference}/verify: what the callback page shows. */
export const ZPaymentOutcome = z
  .object({
    paymentReference: z.string(),
    bookingReference: z.string(),
    kind: z
      .enum(['room', 'car'])
      .meta({ description: 'A hotel booking (WK-…) or a car hire (WC-…)' }),
    email: z.string().meta({ description: 'The guest’s email, to open the receipt' }),
    attemptStatus: z.enum(PAYMENT_ATTEMPT_STATUSES),
    paymentStatus: ZPaymentStatus,
    refundStatus: ZRefundStatus,
  })
  .meta({ id: 'PaymentOutcome' });
export type TPaymentOutcome = z.infer<typeof ZPaymentOutcome>;

export const ZPaymentReferenceParams = z.object({
  paymentReference: z.string().regex(/^WP-[0-9A-Z]{12}$/, 'Not a Waka payment reference'),
});

/**
 * POST /api/v1/bookings/{reference}/pay-at-hotel and
 * POST /api/v1/carbooking/{reference}/pay-at-pickup: the guest's email, or a session.
 */
export const ZPayLaterRequest = z.object({ email: ZGuestEmail.optional() });
export const ZPayLaterAnswer = z
  .object({
    paymentStatus: ZPaymentStatus,
    confirmationSent: z.boolean().meta({
      description:
        'A link to confirm the hold was emailed; false when a verified session confirmed it at once',
    }),
    holdExpiresAt: z.string().nullable(),
  })
  .meta({ id: 'PayLaterAnswer' });

/** POST /api/v1/holds/confirm: the link emailed for paying at the hotel or at pickup. */
export const ZConfirmHoldRequest = z.object({
  token: z.string().min(20, 'This link is not valid').max(200, 'This link is not valid'),
});
export const ZConfirmHoldAnswer = z
  .object({ reference: z.string(), email: z.string(), paymentStatus: ZPaymentStatus })
  .meta({ id: 'ConfirmHoldAnswer' });
