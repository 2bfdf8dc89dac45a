import { z } from 'zod';

/*
 * What needs a person (docs/decisions/0037-wakas-staff-and-attention-items.md):
 * money Waka could not match, shown to Waka's staff instead of only logged
 * (docs/decisions/0037). The API's contract, read by the routes and the API document.
 */

/** Why an item was raised. */
export const ATTENTION_KINDS = [
  /** A charge whose amount or currency differs from what the booking owes. */
  'amount_mismatch',
  /** A refund Paystack refused or never answered, after its retries. */
  'refund_stuck',
  /** A successful Paystack transaction Waka has no payment for. */
  'unknown_transaction',
  /** A payment Waka recorded that Paystack does not show. */
  'missing_transaction',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_STATES = ['open', 'resolved'] as const;
export type AttentionState = (typeof ATTENTION_STATES)[number];

export const ATTENTION_NOTE_MAX_LENGTH = 500;

export const ATTENTION_MESSAGES = {
  notFound: 'No attention item has that id',
  alreadyResolved: 'This item is already resolved',
  noteRequired: 'Say what was done: a note is required',
  noteTooLong: `A note must be ${ATTENTION_NOTE_MAX_LENGTH} characters or less`,
  stateInvalid: 'state must be open or resolved',
  idInvalid: 'id must be an attention item id',
} as const;

const instant = z.string().meta({ description: 'An instant, ISO 8601 in UTC' });

/** One item of GET /api/v1/admin/attention. */
export const ZAdminAttentionItem = z
  .object({
    id: z.string(),
    kind: z.enum(ATTENTION_KINDS),
    reference: z.string().meta({
      description:
        "The booking's WK- or car hire's WC- reference; Paystack's reference for a transaction Waka cannot match",
    }),
    amountKobo: z.number().int().meta({ description: 'The money in question, in kobo' }),
    state: z.enum(ATTENTION_STATES),
    detail: z.record(z.string(), z.unknown()).meta({ description: 'What the raiser saw' }),
    createdAt: instant,
    resolvedAt: instant.nullable(),
    resolutionNote: z.string().nullable(),
  })
  .meta({ id: 'AdminAttentionItem' });
export type TAdminAttentionItem = z.infer<typeof ZAdminAttentionItem>;

/** GET /api/v1/admin/attention: newest first. */
export const ZAdminAttentionList = z.array(ZAdminAttentionItem).meta({ id: 'AdminAttentionList' });
export type TAdminAttentionList = z.infer<typeof ZAdminAttentionList>;

export const ZAdminAttentionQuery = z.strictObject({
  state: z
    .enum(ATTENTION_STATES, { error: ATTENTION_MESSAGES.stateInvalid })
    .optional()
    .meta({ description: 'Only the open or only the resolved items; both when left out' }),
});
export type TAdminAttentionQuery = z.infer<typeof ZAdminAttentionQuery>;

export const ZAdminAttentionParams = z.object({
  id: z.uuid({ error: ATTENTION_MESSAGES.idInvalid }),
});

/** POST /api/v1/admin/attention/{id}/resolve: what the person did, in their words. */
export const ZAdminResolveAttentionRequest = z.strictObject({
  note: z
    .string({ error: ATTENTION_MESSAGES.noteRequired })
    .trim()
    .min(1, ATTENTION_MESSAGES.noteRequired)
    .max(ATTENTION_NOTE_MAX_LENGTH, ATTENTION_MESSAGES.noteTooLong),
});
export type TAdminResolveAttentionRequest = z.infer<typeof ZAdminResolveAttentionRequest>;
