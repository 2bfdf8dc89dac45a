import { nairaToKobo } from '@waka/shared/money';
import type { TCar } from '@waka/shared/cars/car';
import { CAR_MESSAGES, type RegisterCarValues } from '@waka/shared/cars/register-car';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { resolveNigerianPlace } from '../../lib/places/resolve-nigerian-place';
import { toCar } from './find-cars';
import { insertCar, PLATE_TAKEN } from './owner-car-repository';

export const plateTaken = (plate: string) =>
  new AppError(409, 'LICENSE_PLATE_TAKEN', CAR_MESSAGES.licensePlateTaken(plate), {
    licensePlate: CAR_MESSAGES.licensePlateTaken(plate),
  });

/** Offers a new car for hire, owned by the signed-in owner (docs/product.md#validation: "Car registration", docs/product.md#roles). */
export async function registerCar(
  db: Database,
  owner: TSessionUser,
  values: RegisterCarValues,
): Promise<TCar> {
  const place = await resolveNigerianPlace(db, values);
  const saved = await insertCar(db, {
    ownerId: owner.id,
    make: values.make,
    model: values.model,
    year: values.year,
    licensePlate: values.licensePlate,
    color: values.color,
    mileage: values.mileage,
    fuelType: values.fuelType,
    transmission: values.transmission,
    bodyType: values.bodyType,
    category: values.category,
    dailyRateKobo: nairaToKobo(values.dailyRate),
    hourlyRateKobo: nairaToKobo(values.hourlyRate),
    weeklyRateKobo: nairaToKobo(values.weeklyRate),
    carImage: values.carImage,
    escortAvailable: values.escortAvailable,
    escortPriceKobo:
      values.escortAvailable && values.escortPrice !== undefined
        ? nairaToKobo(values.escortPrice)
        : null,
    ...place,
    city: values.city,
    pickupAddress: values.pickupAddress,
  });
  if (saved === PLATE_TAKEN) throw plateTaken(values.licensePlate);
  return toCar(saved);
}
