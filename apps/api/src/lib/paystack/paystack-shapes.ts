import { z } from 'zod';

/*
 * Paystack's answers as its API documents them: every answer is
 * `{ status, message, data }`. Only the fields Waka reads are checked; the
 * rest pass through unread, so a field Paystack adds later breaks nothing.
 */

/** POST /transaction/initialize. */
export const ZInitializeAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    authorization_url: z.url(),
    access_code: z.string(),
    reference: z.string(),
  }),
});

/** A transaction's states (Paystack's "Verify Payments" guide). */
export const PAYSTACK_TRANSACTION_STATUSES = [
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
] as const;

/** GET /transaction/verify/{reference}. */
export const ZVerifyAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
  }),
});
export type PaystackTransaction = z.output<typeof ZVerifyAnswer>['data'];

/** POST /refund: queued, settled later by a refund.processed event. */
export const ZRefundAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string().optional(),
  }),
});
export type PaystackRefund = z.output<typeof ZRefundAnswer>['data'];

/** Paystack's refusal: `{ status: false, message }`, with a 4xx. */
export const ZRefusal = z.object({ status: z.literal(false), message: z.string() });

/**
 * A webhook event: `{ event, data }`. charge.* carry the transaction
 * (`data.reference`); refund.* carry the refunded transaction's reference
 * (`data.transaction_reference`).
 */
export const ZPaystackEvent = z.object({
  event: z.string().max(100),
  data: z
    .object({
      reference: z.string().max(200).optional(),
      transaction_reference: z.string().max(200).optional(),
      id: z.union([z.number(), z.string()]).transform(String).optional(),
    })
    .loose(),
});
export type PaystackEvent = z.output<typeof ZPaystackEvent>;
