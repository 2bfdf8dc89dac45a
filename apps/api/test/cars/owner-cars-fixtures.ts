import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZCar } from '@waka/shared/cars/car';
import { cars } from '../../src/db/schema/cars';
import { insertCarBooking } from '../../src/features/car-bookings/car-booking-repository';
import { type SignedIn } from '../support/accounts';
import { carRegistration } from './car-requests';
import { ctx, call } from '../support/owners-app';

/* The calls the owner-car tests share: a registration, the edit modal's values, a past hire. */

export const carCount = async () => (await ctx.db.select({ n: count() }).from(cars))[0]!.n;

export async function register(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/cars/registration', who, carRegistration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZCar.parse(response.json());
}

/** The edit modal's values for a car: its own spelling of the rates (docs/product.md#api). */
export function editValues(
  car: ReturnType<typeof ZCar.parse>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    licensePlate: car.licensePlate,
    color: car.color,
    mileage: car.mileage,
    fuelType: car.fuelType,
    transmission: car.transmission,
    dailyRate: car.dailyRate,
    hourlyRate: car.hourlyRate,
    weeklyRate: car.weeklyRate,
    escortAvailable: car.escortAvailable,
    escortPrice: car.escortPrice,
    ...overrides,
  };
}

/** A booking written straight to the table: POST /carbooking/book refuses the past, and history has it. */
export async function bookedHire(
  carId: string,
  pickupAt: Date,
  hours: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  return insertCarBooking(ctx.db, {
    reference: `WC-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    carId,
    pickupAt,
    returnAt: new Date(pickupAt.getTime() + hours * 3_600_000),
    hours,
    fullName: 'Past Renter',
    phone: '08030000000',
    email: 'past@example.ng',
    hourlyRateKobo: 500_000,
    priceLines: [{ unit: 'hour', count: hours, unitKobo: 500_000, amountKobo: 500_000 * hours }],
    totalPriceKobo: 500_000 * hours,
    status,
  });
}
