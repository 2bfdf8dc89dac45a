import { z } from 'zod';
import { BODY_TYPES, CAR_CATEGORIES } from './car-options';

/** A car as every call answers it (docs/product.md#data: Car field names, naira; docs/product.md#money, #api). */
export const ZCar = z
  .object({
    carId: z.uuid(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    licensePlate: z.string(),
    color: z.string(),
    mileage: z.number().int(),
    fuelType: z.string(),
    transmission: z.string(),
    bodyType: z.enum(BODY_TYPES),
    category: z.enum(CAR_CATEGORIES),
    dailyRate: z.number().meta({ description: 'Naira a day' }),
    hourlyRate: z.number().meta({ description: 'Naira an hour; a hire costs hours × hourlyRate' }),
    weeklyRate: z.number().meta({ description: 'Naira a week' }),
    carImage: z.string(),
    escortAvailable: z
      .boolean()
      .meta({ description: "A driver-escort can be hired with the car (the spec's '1')" }),
    escortPrice: z
      .number()
      .nullable()
      .meta({ description: 'Naira a day for the escort; null without one' }),
    state: z.string(),
    stateId: z.number().int().nullable(),
    localGov: z.string(),
    city: z.string(),
    pickupAddress: z.string(),
    createdAt: z.string().meta({ description: 'When the car was registered, an ISO 8601 instant' }),
  })
  .meta({ id: 'Car' });
export type TCar = z.infer<typeof ZCar>;

export const ZCarList = z.array(ZCar);
export type TCarList = z.infer<typeof ZCarList>;

export const ZCarIdParams = z.object({ carId: z.uuid({ error: 'carId must be a car id' }) });
