import { z } from 'zod';

/** The one body every failed call answers with (docs/product.md#errors). */
export const ZApiError = z
  .object({
    error: z.string().meta({ example: 'VALIDATION_FAILED' }),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
