import { addDays, lagosToday } from '@waka/shared/dates';
import type { TCreateCarBookingRequest } from '@waka/shared/cars/car-booking';
import { hireHours } from '@waka/shared/cars/hire-length';
import { priceHire } from '@waka/shared/cars/hire-price';
import { koboToNaira } from '@waka/shared/money';
import type { App } from '../../src/app';
import { TEST_PUBLIC_URL } from '../support/test-app';

/** A stored car, or only what a request needs of one (a day is 24 hours and a week 7 days when not given). */
type CarLike = {
  id: string;
  hourlyRateKobo: number;
  dailyRateKobo?: number;
  weeklyRateKobo?: number;
  escortPriceKobo?: number | null;
};

/** A hire's length: hours, or a return date and time. */
export type HireLength = number | { returnDate: string; returnTime: string };

/** What the page shows for `hours` of the car, naira: the shared cheapest cover. */
export function hirePriceNaira(car: CarLike, hours: number, escort = false): number {
  const dailyKobo = car.dailyRateKobo ?? car.hourlyRateKobo * 24;
  const price = priceHire(hours, {
    hourlyKobo: car.hourlyRateKobo,
    dailyKobo,
    weeklyKobo: car.weeklyRateKobo ?? dailyKobo * 7,
    escortDailyKobo: escort ? (car.escortPriceKobo ?? null) : null,
  });
  return koboToNaira(price.totalKobo);
}

/** A pickup `fromToday` days after Lagos's today at `time`. */
export function pickupOn(fromToday: number, time = '10:00') {
  return { pickupDate: addDays(lagosToday(), fromToday), pickupTime: time };
}

/**
 * A valid rental request for `length` (hours, or a return date and time),
 * priced as the rental request page prices it, escort included when the
 * overrides ask for one; a totalPrice in the overrides wins.
 */
export function carBookingRequest(
  car: CarLike,
  pickup: { pickupDate: string; pickupTime: string },
  length: HireLength,
  overrides: Partial<TCreateCarBookingRequest> = {},
): TCreateCarBookingRequest {
  const request = {
    carId: car.id,
    ...pickup,
    ...(typeof length === 'number' ? { hours: length } : length),
    fullName: 'Musa Danjuma',
    phone: '08031234567',
    email: 'musa.danjuma@example.ng',
    specialRequests: '',
    ...overrides,
  };
  const hours = hireHours({ ...request, hours: request.hours as number | undefined });
  // A length the server refuses has no price: the request is refused before pricing.
  const priced = hours !== null && Number.isInteger(hours) && hours >= 1;
  return {
    totalPrice: priced ? hirePriceNaira(car, hours, request.escort === true) : 0,
    ...request,
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
