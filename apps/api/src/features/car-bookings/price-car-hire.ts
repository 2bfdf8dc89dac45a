import { CAR_BOOKING_MESSAGES, type CreateCarBookingValues } from '@waka/shared/cars/car-booking';
import { HIRE_LENGTH_MESSAGES, hireHours } from '@waka/shared/cars/hire-length';
import { priceHire, type HirePriceKobo, type HireRatesKobo } from '@waka/shared/cars/hire-price';
import { pickupWindow, type PickupWindow } from '@waka/shared/cars/pickup-window';
import { nairaToKobo } from '@waka/shared/money';
import { AppError, invalidInput } from '../../lib/app-error';
import type { BookedCar } from './car-booking-repository';

export type PricedHire = {
  hours: number;
  window: PickupWindow;
  escort: boolean;
  price: HirePriceKobo;
};

/** The car's driver-escort's daily fee, or null when it has none to hire. */
const escortFeeOf = (car: BookedCar) =>
  car.escortAvailable && car.escortPriceKobo !== null ? car.escortPriceKobo : null;

/** The car's rates as they stand, with its escort's only when the hire takes one. */
export function hireRatesOf(car: BookedCar, escort: boolean): HireRatesKobo {
  return {
    hourlyKobo: car.hourlyRateKobo,
    dailyKobo: car.dailyRateKobo,
    weeklyKobo: car.weeklyRateKobo,
    escortDailyKobo: escort ? escortFeeOf(car) : null,
  };
}

/**
 * How a hire is priced (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * its length in hours, from `hours` or the return date and time; the cheapest
 * cover by the car's stored weekly, daily and hourly rates, plus its escort's
 * daily fee per started day when asked for. An escort the car does not offer
 * is refused (400, naming `escort`), and a total other than the page showed is
 * refused as prices having changed (409), never stored.
 */
export function priceCarHire(car: BookedCar, request: CreateCarBookingValues): PricedHire {
  const hours = hireHours(request);
  // The shared schema has already required one length; this keeps the types honest.
  if (hours === null) throw invalidInput({ hours: HIRE_LENGTH_MESSAGES.lengthRequired });
  const escort = request.escort === true;
  if (escort && escortFeeOf(car) === null) {
    throw invalidInput({ escort: CAR_BOOKING_MESSAGES.escortUnavailable });
  }
  const price = priceHire(hours, hireRatesOf(car, escort));
  if (nairaToKobo(request.totalPrice) !== price.totalKobo) {
    throw new AppError(409, 'PRICE_CHANGED', CAR_BOOKING_MESSAGES.pricesChanged);
  }
  return {
    hours,
    window: pickupWindow(request.pickupDate, request.pickupTime, hours),
    escort,
    price,
  };
}
