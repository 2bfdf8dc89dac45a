import { z } from 'zod';

export const ZState = z
  .object({ stateId: z.number().int(), name: z.string() })
  .meta({ id: 'State' });
export const ZStateList = z.array(ZState);
export type TState = z.infer<typeof ZState>;

export const ZCountry = z.object({ country: z.string(), code: z.string() }).meta({ id: 'Country' });
export const ZCountryList = z.array(ZCountry);
export type TCountry = z.infer<typeof ZCountry>;

export const ZLocalGovernment = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'LocalGovernment' });
export const ZLocalGovernmentList = z.array(ZLocalGovernment);
export type TLocalGovernment = z.infer<typeof ZLocalGovernment>;

export const ZStateIdParams = z.object({
  stateId: z.coerce
    .number({ error: 'stateId must be a number' })
    .int('stateId must be a whole number')
    .positive('stateId must be a positive number'),
});

/** What a hotel's or a car's Nigerian place gets told when it is not one (docs/product.md#places). */
export const NIGERIAN_PLACE_MESSAGES = {
  unknownState: 'Choose one of Nigeria’s states',
  stateMismatch: 'State does not match the chosen stateId',
  localGovNotInState: (state: string) => `Choose a local government of ${state}`,
} as const;
