import { z } from 'zod';

// Provisional until the API's shared schema lands.
export const ZTakenWindow = z.object({
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  pickupAt: z.string(),
  returnAt: z.string(),
});
export type TTakenWindow = z.infer<typeof ZTakenWindow>;
export const ZCarAvailability = z.object({ taken: z.array(ZTakenWindow) });
