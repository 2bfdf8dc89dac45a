import { z } from 'zod';
import { lagosToday } from '../dates';
import {
  ZImageAddress,
  ZNumberFromInput,
  ZRequiredText,
  isWholeKobo,
} from '../hotels/listing-fields';
import { BODY_TYPES, CAR_CATEGORIES, CAR_COLORS, FUEL_TYPES, TRANSMISSIONS } from './car-options';
import { NIGERIAN_PLACE_MESSAGES } from '../places/places';

/** The car registration, edit and delete words (spec §5, §8; D1, D12). */
export const CAR_MESSAGES = {
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  yearWhole: 'Year must be a whole number',
  yearTooOld: 'Year must be 2000 or later',
  yearInFuture: 'Year cannot be in the future',
  licensePlateRequired: 'License plate is required',
  licensePlateFormat: 'Invalid license plate format',
  licensePlateTooLong: 'Must be 15 characters or less',
  colorRequired: 'Color is required',
  unknownColor: 'Choose a color from the list',
  mileageRequired: 'Mileage is required',
  mileageWhole: 'Mileage must be a whole number',
  mileageNegative: 'Mileage cannot be negative',
  fuelTypeRequired: 'Fuel type is required',
  unknownFuelType: 'Choose a fuel type from the list',
  transmissionRequired: 'Transmission is required',
  unknownTransmission: 'Choose a transmission from the list',
  bodyTypeRequired: 'Body type is required',
  unknownBodyType: 'Choose a body type from the list',
  categoryRequired: 'Category is required',
  unknownCategory: 'Choose a category from the list',
  dailyRateRequired: 'Daily rate is required',
  hourlyRateRequired: 'Hourly rate is required',
  weeklyRateRequired: 'Weekly rate is required',
  // The registration inputs have min 10 for hourly and daily (spec §5, §9).
  rateAtLeastTen: 'Must be at least ₦10',
  // The spec's edit form says '$1'; naira everywhere (D1).
  rateAtLeastOne: 'Must be at least ₦1',
  rateTooHigh: 'Must be ₦100,000,000 or less',
  rateDecimals: 'Must have at most 2 decimal places',
  escortAvailableInvalid: "escortAvailable must be true or false (or '1' or '0')",
  escortPriceRequired: 'Escort price is required when escort is available',
  imageRequired: 'Image URL is required',
  pickupAddressRequired: 'Please enter a pickup address',
  stateRequired: 'State is required',
  localGovRequired: 'Local government is required',
  cityRequired: 'City is required',
  ...NIGERIAN_PLACE_MESSAGES,
  licensePlateTaken: (plate: string) => `A car with license plate ${plate} is already registered`,
  registered: 'car has been registered successfully for hire',
  registerFailed: (message: string) => `Failed to register car: ${message}`,
  edited: 'car Edited successfully!',
  confirmDeletion: 'Confirm Deletion',
  hasUpcomingBookings: (car: string, count: number) =>
    `${car} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Past bookings are always kept.`,
} as const;

export const OLDEST_CAR_YEAR = 2000;

/** Next calendar year in Lagos: the newest model year a car may have (spec §5, §9). */
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

/** A rate in naira with at most 2 decimals (step 0.01), stored as kobo (D1). */
export const ZCarRate = (required: string, min: 1 | 10) =>
  ZNumberFromInput(
    required,
    z
      .number()
      .min(min, min === 10 ? CAR_MESSAGES.rateAtLeastTen : CAR_MESSAGES.rateAtLeastOne)
      .max(100_000_000, CAR_MESSAGES.rateTooHigh)
      .refine(isWholeKobo, CAR_MESSAGES.rateDecimals),
  );

/** The escort checkbox; the spec's string '1' means yes, and '0', 1, 0 and booleans are read too. */
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

function checkEscort(
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

/** Make through transmission: the rules registration and edit share (spec §5). */
const vehicle = {
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
 * against the places data (D13).
 */
const place = {
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

const ZCarImage = ZImageAddress(CAR_MESSAGES.imageRequired);

/**
 * The Register New Vehicle form (spec §2, §5) as the web holds it: number
 * inputs as text, the escort checkbox as a boolean, the image as the address
 * the upload endpoint answered (D11).
 */
export const ZRegisterCarForm = z
  .object({
    ...vehicle,
    bodyType: ZBodyType,
    category: ZCarCategory,
    dailyRate: ZCarRate(CAR_MESSAGES.dailyRateRequired, 10),
    hourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, 10),
    weeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1),
    escortAvailable: z.boolean(),
    escortPrice: ZEscortPrice,
    ...place,
    carImage: ZCarImage,
  })
  .superRefine(checkEscort);
export type TRegisterCarForm = z.input<typeof ZRegisterCarForm>;

/**
 * The spec's registration payload spells two rates HourlyRate and WeeklyRate
 * and the edit payload hourlyRate and weeklyRate (§3). Both calls accept
 * either spelling; the answer always uses the lower-case one.
 */
function requireRate(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  names: [lower: string, upper: string],
  message: string,
): void {
  if (value[names[0]] === undefined && value[names[1]] === undefined) {
    ctx.addIssue({ code: 'custom', path: [names[0]], message });
  }
}

function rateSpellings(min: 1 | 10) {
  return {
    hourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, min).optional(),
    HourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, min)
      .optional()
      .meta({ description: 'The spec’s registration spelling of hourlyRate' }),
    weeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1).optional(),
    WeeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1)
      .optional()
      .meta({ description: 'The spec’s registration spelling of weeklyRate' }),
  };
}

function checkRates(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  requireRate(value, ctx, ['hourlyRate', 'HourlyRate'], CAR_MESSAGES.hourlyRateRequired);
  requireRate(value, ctx, ['weeklyRate', 'WeeklyRate'], CAR_MESSAGES.weeklyRateRequired);
}

function oneSpelling<
  T extends { hourlyRate?: number; HourlyRate?: number; weeklyRate?: number; WeeklyRate?: number },
>(
  value: T,
): Omit<T, 'hourlyRate' | 'HourlyRate' | 'weeklyRate' | 'WeeklyRate'> & {
  hourlyRate: number;
  weeklyRate: number;
} {
  const { hourlyRate, HourlyRate, weeklyRate, WeeklyRate, ...rest } = value;
  return {
    ...rest,
    hourlyRate: (hourlyRate ?? HourlyRate)!,
    weeklyRate: (weeklyRate ?? WeeklyRate)!,
  };
}

/** POST /api/v1/cars/registration (owner): the car, owned by the caller. Answers the car with its carId. */
export const ZRegisterCarRequest = z
  .object({
    ...vehicle,
    bodyType: ZBodyType,
    category: ZCarCategory,
    dailyRate: ZCarRate(CAR_MESSAGES.dailyRateRequired, 10),
    ...rateSpellings(10),
    escortAvailable: ZEscortAvailable.default(false),
    escortPrice: ZEscortPrice,
    ...place,
    carImage: ZCarImage,
  })
  .superRefine((value, ctx) => {
    checkRates(value, ctx);
    checkEscort(value, ctx);
  })
  .transform(oneSpelling)
  .meta({ id: 'RegisterCarRequest' });
export type TRegisterCarRequest = z.input<typeof ZRegisterCarRequest>;
export type RegisterCarValues = z.output<typeof ZRegisterCarRequest>;

/**
 * The Edit car modal (spec §5 "Car edit"): make through transmission, the
 * three rates (at least ₦1) and the escort; the image only when a new one
 * was uploaded.
 */
export const ZEditCarForm = z
  .object({
    ...vehicle,
    bodyType: ZBodyType,
    category: ZCarCategory,
    dailyRate: ZCarRate(CAR_MESSAGES.dailyRateRequired, 1),
    hourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, 1),
    weeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1),
    escortAvailable: z.boolean(),
    escortPrice: ZEscortPrice,
    ...place,
    carImage: ZCarImage.optional(),
  })
  .superRefine(checkEscort);
export type TEditCarForm = z.input<typeof ZEditCarForm>;

/**
 * PUT /api/v1/cars/{carId} (owner, own car). Make through transmission and
 * the rates are required (spec §5); body type, category, escort, place,
 * pickup address and image keep their stored values when not sent.
 */
export const ZEditCarRequest = z
  .object({
    ...vehicle,
    bodyType: ZBodyType.optional(),
    category: ZCarCategory.optional(),
    dailyRate: ZCarRate(CAR_MESSAGES.dailyRateRequired, 1),
    ...rateSpellings(1),
    escortAvailable: ZEscortAvailable.optional(),
    escortPrice: ZEscortPrice,
    state: place.state.optional(),
    stateId: place.stateId,
    localGov: place.localGov.optional(),
    city: place.city.optional(),
    pickupAddress: place.pickupAddress.optional(),
    carImage: ZCarImage.optional(),
  })
  .superRefine((value, ctx) => {
    checkRates(value, ctx);
    checkEscort(value, ctx);
  })
  .transform(oneSpelling)
  .meta({ id: 'EditCarRequest' });
export type TEditCarRequest = z.input<typeof ZEditCarRequest>;
export type EditCarValues = z.output<typeof ZEditCarRequest>;
