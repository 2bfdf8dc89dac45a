import { z } from 'zod';
import { ZRefundStatus } from '../payments/payments';

/*
 * The cancellation contract (docs/product.md#cancellation): quote, cancel and
 * the owner's reason, for stays (WK-…) and car hires (WC-…).
 */

export const CANCELLATION_MESSAGES = {
  reasonRequired: 'Tell the guest why you are cancelling',
  reasonTooLong: 'Maximum 500 characters',
  notCancellable: 'This booking can no longer be cancelled',
  changeTooLate: 'Dates can be changed only until the free-cancellation deadline',
} as const;

const ZGuestEmail = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'));

/**
 * POST /api/v1/bookings/{reference}/cancel and /api/v1/carbooking/{reference}/cancel.
 * A guest sends their email; a customer or the owner their session; the
 * owner also says why (the guest reads it).
 */
export const ZCancelRequest = z
  .object({
    email: ZGuestEmail.optional(),
    reason: z
      .string()
      .trim()
      .min(1, CANCELLATION_MESSAGES.reasonRequired)
      .max(500, CANCELLATION_MESSAGES.reasonTooLong)
      .optional(),
  })
  .meta({ id: 'CancelRequest' });
export type TCancelRequest = z.input<typeof ZCancelRequest>;

/** Who cancelled: the guest (or the booking's customer), or the hotel's or car's owner. */
export const CANCELLED_BY = ['guest', 'owner'] as const;

const cancellationFields = {
  keptAmount: z.number().meta({ description: 'Naira kept under the policy' }),
  refundAmount: z.number().meta({ description: 'Naira going back to the guest' }),
  cancelledBy: z.enum(CANCELLED_BY),
  reason: z
    .string()
    .nullable()
    .meta({ description: "The owner's reason, when the owner cancelled" }),
  cancelledAt: z.string().meta({ description: 'When it was cancelled, ISO 8601' }),
};

export const ZCancellation = z
  .object({
    reference: z.string(),
    status: z.literal('cancelled'),
    ...cancellationFields,
    refundStatus: ZRefundStatus.meta({
      description:
        "'pending' until Paystack confirms, then 'refunded'; null when nothing goes back through Paystack",
    }),
  })
  .meta({ id: 'Cancellation' });
export type TCancellation = z.infer<typeof ZCancellation>;

/**
 * What a booking or car hire answer says of its cancellation, once it is
 * cancelled (null before): who, when, why, and the money kept and given back.
 */
export const ZCancellationFacts = z.object(cancellationFields).meta({ id: 'CancellationFacts' });
export type TCancellationFacts = z.infer<typeof ZCancellationFacts>;

/** The quote's query: the guest's email, or none with a session. */
export const ZCancellationQuoteQuery = z.object({ email: ZGuestEmail.optional() });

/** GET /api/v1/bookings/{reference}/cancellation-quote?email= : what cancelling now would mean. */
export const ZCancellationQuote = z
  .object({
    reference: z.string(),
    free: z.boolean(),
    freeUntil: z
      .string()
      .meta({ description: 'The last instant a cancellation is free, ISO 8601' }),
    paidAmount: z.number().meta({ description: 'Naira paid so far' }),
    chargeAmount: z.number().meta({ description: 'Naira the policy charges for cancelling now' }),
    keptAmount: z.number(),
    refundAmount: z.number(),
    cancellable: z.boolean(),
  })
  .meta({ id: 'CancellationQuote' });
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>;
