import { z } from 'zod';
import {
  checkEscort,
  place,
  vehicle,
  ZBodyType,
  ZCarCategory,
  ZCarImage,
  ZCarRate,
  ZEscortAvailable,
  ZEscortPrice,
} from './car-fields';
import { CAR_MESSAGES } from './car-messages';
import { checkRates, oneSpelling, rateSpellings } from './car-rate-spellings';

/*
 * The car registration and edit contracts: the forms as the web holds them
 * and the calls' bodies. Their fields are car-fields.ts, their words
 * car-messages.ts; the words and the model years are exported here too,
 * where the forms, the routes and the tests have always found them.
 */
export { CAR_MESSAGES } from './car-messages';
export { newestCarYear, OLDEST_CAR_YEAR } from './car-fields';

/**
 * The Register New Vehicle form (docs/product.md#owner-cars) as the web
 * holds it: number inputs as text, the escort checkbox as a boolean, the
 * image as the address the upload endpoint answered (docs/product.md#images).
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
 * The Edit car modal (docs/product.md#owner-cars): make through transmission, the
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
 * the rates are required; body type, category, escort, place,
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
