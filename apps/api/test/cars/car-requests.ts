import { addDays, lagosToday } from '@waka/shared/dates';
import type { TCreateCarBookingRequest } from '@waka/shared/cars/car-booking';
import { hireTotalNaira } from '@waka/shared/cars/pickup-window';
import { koboToNaira } from '@waka/shared/money';
import type { App } from '../../src/app';
import { TEST_PUBLIC_URL } from '../support/test-app';

type CarLike = { id: string; hourlyRateKobo: number };

/** A pickup `fromToday` days after Lagos's today at `time`. */
export function pickupOn(fromToday: number, time = '10:00') {
  return { pickupDate: addDays(lagosToday(), fromToday), pickupTime: time };
}

/** A valid rental request, priced as the rental request page prices it. */
export function carBookingRequest(
  car: CarLike,
  pickup: { pickupDate: string; pickupTime: string },
  hours: number,
  overrides: Partial<TCreateCarBookingRequest> = {},
): TCreateCarBookingRequest {
  return {
    carId: car.id,
    ...pickup,
    hours,
    fullName: 'Musa Danjuma',
    phone: '08031234567',
    email: 'musa.danjuma@example.ng',
    specialRequests: '',
    totalPrice: hireTotalNaira(koboToNaira(car.hourlyRateKobo), hours),
    ...overrides,
  };
}

export function postCarBooking(
  app: App,
  request: unknown,
  options: { idempotencyKey?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/carbooking/book',
    payload: request as object,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** A car registration as the Register New Vehicle form sends it (the spec's rate spellings). */
export const carRegistration = (
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  make: 'Toyota',
  model: 'Prado',
  year: '2022',
  licensePlate: `ABJ-${Math.floor(100 + Math.random() * 900)}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
  color: 'Black',
  mileage: '35000',
  fuelType: 'Diesel',
  transmission: 'Automatic',
  bodyType: 'SUV',
  category: 'Luxury',
  dailyRate: '150000',
  HourlyRate: '15000.5',
  WeeklyRate: 900_000,
  escortAvailable: '1',
  escortPrice: '20000',
  state: 'Federal Capital Territory',
  stateId: 15,
  localGov: 'Abuja Municipal Area Council',
  city: 'Abuja',
  pickupAddress: 'Transcorp Hilton, Maitama, Abuja',
  carImage: 'http://waka.test/media/uploads/prado.webp',
  ...overrides,
});
