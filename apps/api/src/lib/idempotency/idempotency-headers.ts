import { z } from 'zod';

/** The Idempotency-Key a write may carry (docs/product.md#idempotency). */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key must be 8 to 200 characters')
    .max(200, 'Idempotency-Key must be 8 to 200 characters')
    .optional(),
});
