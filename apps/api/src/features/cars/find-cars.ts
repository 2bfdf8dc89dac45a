import { koboToNaira } from '@waka/shared/money';
import type { TCar } from '@waka/shared/cars/car';
import { CAR_PAGE_SIZE, type TCarListQuery } from '@waka/shared/cars/car-lists';
import { pickupFilterWindow } from '@waka/shared/cars/car-pickup-filter';
import { pageOf } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findListedCarById, findListedCars, type CarRow } from './car-repository';
import { findOwnerCars } from './owner-car-repository';

/** A stored car in the words of the API (docs/product.md#data: field names, naira). */
export function toCar(row: CarRow): TCar {
  return {
    carId: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    licensePlate: row.licensePlate,
    color: row.color,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    bodyType: row.bodyType,
    category: row.category,
    dailyRate: koboToNaira(row.dailyRateKobo),
    hourlyRate: koboToNaira(row.hourlyRateKobo),
    weeklyRate: koboToNaira(row.weeklyRateKobo),
    carImage: row.carImage,
    escortAvailable: row.escortAvailable,
    escortPrice: row.escortPriceKobo === null ? null : koboToNaira(row.escortPriceKobo),
    state: row.state,
    stateId: row.stateId,
    localGov: row.localGov,
    city: row.city,
    pickupAddress: row.pickupAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The public car list: filtered by body type and category, and by a pickup
 * window when one is asked (only cars free for all of it); all of it or one
 * page, and the total.
 */
export async function listCars(
  db: Database,
  query: TCarListQuery,
): Promise<{ cars: TCar[]; total: number }> {
  const { rows, total } = await findListedCars(
    db,
    {
      bodyTypes: query.bodyType,
      categories: query.category,
      freeFor: pickupFilterWindow(query),
    },
    pageOf(query, CAR_PAGE_SIZE),
  );
  return { cars: rows.map(toCar), total };
}

export async function getCar(db: Database, carId: string): Promise<TCar> {
  const car = await findListedCarById(db, carId);
  if (!car) throw notFound('Car');
  return toCar(car);
}

/** The owner's own listed cars, newest first (docs/product.md#roles). */
export async function listOwnerCars(db: Database, ownerId: string): Promise<TCar[]> {
  return (await findOwnerCars(db, ownerId)).map(toCar);
}
