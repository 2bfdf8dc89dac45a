import type { z } from 'zod';
import { ZCarCountry } from '@waka/shared/cars/car-country';
import { CAR_MESSAGES, ZEditCarForm, ZRegisterCarForm } from '@waka/shared/cars/register-car';

type EscortFields = { escortAvailable: boolean; escortPrice?: number };

/**
 * The shared schema checks the escort fee only once every other field is
 * right (an object's own check waits for its fields). The fee's message must
 * show as soon as it is touched (docs/product.md#validation), so the same rule runs here
 * whenever the box is ticked.
 */
const escortFeeAtOnce = {
  path: ['escortPrice'],
  message: CAR_MESSAGES.escortPriceRequired,
  when: ({ value }: { value: unknown }) =>
    (value as Partial<EscortFields> | undefined)?.escortAvailable === true,
};
const hasEscortFee = (value: EscortFields) =>
  !value.escortAvailable || value.escortPrice !== undefined;

/**
 * Register New Vehicle (docs/product.md#validation: Car registration) as the page holds it: the
 * shared form schema plus the country of the place fields (Nigeria only).
 */
export const ZCarRegistrationPage = ZRegisterCarForm.safeExtend({ country: ZCarCountry }).refine(
  hasEscortFee,
  escortFeeAtOnce,
);

/** The Edit car modal (docs/product.md#validation: Car edit): rates of at least ₦1, the photo only when replaced. */
export const ZCarEditDialog = ZEditCarForm.safeExtend({ country: ZCarCountry }).refine(
  hasEscortFee,
  escortFeeAtOnce,
);

/** What the car form holds (number inputs as text); the edit shape is the wider one. */
export type CarFormInput = z.input<typeof ZCarEditDialog>;
export type CarFormValues = z.output<typeof ZCarEditDialog>;
