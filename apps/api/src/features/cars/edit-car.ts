import { nairaToKobo } from '@waka/shared/money';
import type { TCar } from '@waka/shared/cars/car';
import { CAR_MESSAGES, type EditCarValues } from '@waka/shared/cars/register-car';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { invalidInput, notFound } from '../../lib/app-error';
import { resolveNigerianPlace } from '../../lib/places/resolve-nigerian-place';
import { toCar } from './find-cars';
import { plateTaken } from './register-car';
import { findOwnedCar, PLATE_TAKEN, updateOwnedCar } from './owner-car-repository';

/**
 * Changes the owner's own car (docs/product.md#validation: "Car edit"). Another owner's car, or
 * a deleted one, is not found. What the edit does not send stays as stored;
 * an escort that stays available keeps needing its fee.
 */
export async function editCar(
  db: Database,
  owner: TSessionUser,
  carId: string,
  values: EditCarValues,
): Promise<TCar> {
  const stored = await findOwnedCar(db, owner.id, carId);
  if (!stored) throw notFound('Car');

  const placeChanged =
    values.state !== undefined || values.localGov !== undefined || values.stateId !== undefined;
  const place = placeChanged
    ? await resolveNigerianPlace(db, {
        state: values.state ?? stored.state,
        stateId:
          values.state === undefined && values.stateId === undefined
            ? stored.stateId
            : values.stateId,
        localGov: values.localGov ?? stored.localGov,
      })
    : {};

  const escortAvailable = values.escortAvailable ?? stored.escortAvailable;
  const escortPriceKobo = !escortAvailable
    ? null
    : values.escortPrice !== undefined
      ? nairaToKobo(values.escortPrice)
      : stored.escortPriceKobo;
  if (escortAvailable && escortPriceKobo === null)
    throw invalidInput({ escortPrice: CAR_MESSAGES.escortPriceRequired });

  const saved = await updateOwnedCar(db, owner.id, carId, {
    make: values.make,
    model: values.model,
    year: values.year,
    licensePlate: values.licensePlate,
    color: values.color,
    mileage: values.mileage,
    fuelType: values.fuelType,
    transmission: values.transmission,
    dailyRateKobo: nairaToKobo(values.dailyRate),
    hourlyRateKobo: nairaToKobo(values.hourlyRate),
    weeklyRateKobo: nairaToKobo(values.weeklyRate),
    escortAvailable,
    escortPriceKobo,
    ...place,
    ...(values.bodyType ? { bodyType: values.bodyType } : {}),
    ...(values.category ? { category: values.category } : {}),
    ...(values.city ? { city: values.city } : {}),
    ...(values.pickupAddress ? { pickupAddress: values.pickupAddress } : {}),
    ...(values.carImage ? { carImage: values.carImage } : {}),
  });
  if (saved === PLATE_TAKEN) throw plateTaken(values.licensePlate);
  if (!saved) throw notFound('Car');
  return toCar(saved);
}
