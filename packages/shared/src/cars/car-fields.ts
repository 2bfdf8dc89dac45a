import { z } from 'zod';
import { lagosToday } from '../dates';
import {
  ZImageAddress,
  ZNumberFromInput,
  ZRequiredText,
  isWholeKobo,
} from '../hotels/listing-fields';
import { BODY_TYPES, CAR_CATEGORIES, CAR_COLORS, FUEL_TYPES, TRANSMISSIONS } from './car-options';
import { CAR_MESSAGES } from './car-messages';

/*
 * The fields of a car, each with its rule and message, that the registration
 * and edit contracts (register-car.ts) are built from.
 */

export const OLDEST_CAR_YEAR = 2000;

/** Next calendar year in Lagos: the newest model year a car may have (docs/product.md#validation). */
export const newestCarYear = (today: string = lagosToday()) => Number(today.slice(0, 4)) + 1;

/** One of a list; a missing or empty value reads as the field's "is required". */
const ZChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  unknown: string,
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? required : unknown,
  });

export const ZCarYear = ZNumberFromInput(
  CAR_MESSAGES.yearRequired,
  z
    .number()
    .int(CAR_MESSAGES.yearWhole)
    .min(OLDEST_CAR_YEAR, CAR_MESSAGES.yearTooOld)
    .refine((year) => year <= newestCarYear(), CAR_MESSAGES.yearInFuture),
);

/** Capital letters, digits and hyphens only, as Nigerian plates are written (ABJ-123-XY). */
export const ZLicensePlate = z
  .string({ error: CAR_MESSAGES.licensePlateRequired })
  .trim()
  .min(1, CAR_MESSAGES.licensePlateRequired)
  .max(15, CAR_MESSAGES.licensePlateTooLong)
  .regex(/^[A-Z0-9-]+$/, CAR_MESSAGES.licensePlateFormat);

export const ZMileage = ZNumberFromInput(
  CAR_MESSAGES.mileageRequired,
  z
    .number()
    .int(CAR_MESSAGES.mileageWhole)
    .min(0, CAR_MESSAGES.mileageNegative)
    .max(10_000_000, 'Mileage is too large'),
);

/** A rate in naira with at most 2 decimals (step 0.01), stored as kobo (docs/product.md#money). */
export const ZCarRate = (required: string, min: 1 | 10) =>
  ZNumberFromInput(
    required,
    z
      .number()
      .min(min, min === 10 ? CAR_MESSAGES.rateAtLeastTen : CAR_MESSAGES.rateAtLeastOne)
      .max(100_000_000, CAR_MESSAGES.rateTooHigh)
      .refine(isWholeKobo, CAR_MESSAGES.rateDecimals),
  );

/** The escort checkbox; the original client's string '1' means yes, and '0', 1, 0 and booleans are read too. */
export const ZEscortAvailable = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], {
    error: CAR_MESSAGES.escortAvailableInvalid,
  })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** The escort's daily fee; empty when there is no escort. */
export const ZEscortPrice = z
  .union([z.number(), z.string(), z.null()], { error: 'Escort price must be a number' })
  .optional()
  .transform((value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : Number(value),
  )
  .pipe(
    z
      .number({ error: 'Escort price must be a number' })
      .min(1, CAR_MESSAGES.rateAtLeastOne)
      .max(100_000_000, CAR_MESSAGES.rateTooHigh)
      .refine(isWholeKobo, CAR_MESSAGES.rateDecimals)
      .optional(),
  );

export function checkEscort(
  value: { escortAvailable?: boolean; escortPrice?: number },
  ctx: z.RefinementCtx,
): void {
  if (value.escortAvailable === true && value.escortPrice === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['escortPrice'],
      message: CAR_MESSAGES.escortPriceRequired,
    });
  }
}

/** Make through transmission: the rules registration and edit share. */
export const vehicle = {
  make: ZRequiredText(CAR_MESSAGES.makeRequired, 60),
  model: ZRequiredText(CAR_MESSAGES.modelRequired, 60),
  year: ZCarYear,
  licensePlate: ZLicensePlate,
  color: ZChoice(CAR_COLORS, CAR_MESSAGES.colorRequired, CAR_MESSAGES.unknownColor),
  mileage: ZMileage,
  fuelType: ZChoice(FUEL_TYPES, CAR_MESSAGES.fuelTypeRequired, CAR_MESSAGES.unknownFuelType),
  transmission: ZChoice(
    TRANSMISSIONS,
    CAR_MESSAGES.transmissionRequired,
    CAR_MESSAGES.unknownTransmission,
  ),
};

export const ZBodyType = ZChoice(
  BODY_TYPES,
  CAR_MESSAGES.bodyTypeRequired,
  CAR_MESSAGES.unknownBodyType,
);
export const ZCarCategory = ZChoice(
  CAR_CATEGORIES,
  CAR_MESSAGES.categoryRequired,
  CAR_MESSAGES.unknownCategory,
);

/**
 * Where the car is picked up. The state is one of Nigeria's (chosen from GET
 * /states) and the local government one of its own; the server checks both
 * against the places data (docs/product.md#places).
 */
export const place = {
  state: ZRequiredText(CAR_MESSAGES.stateRequired, 100),
  stateId: z
    .number()
    .int()
    .positive()
    .nullish()
    .meta({ description: 'The state chosen from GET /states' }),
  localGov: ZRequiredText(CAR_MESSAGES.localGovRequired, 100),
  city: ZRequiredText(CAR_MESSAGES.cityRequired, 100),
  pickupAddress: ZRequiredText(CAR_MESSAGES.pickupAddressRequired, 300),
};

export const ZCarImage = ZImageAddress(CAR_MESSAGES.imageRequired);
