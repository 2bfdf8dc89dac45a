import type { TCar } from '@waka/shared/cars/car';
import { MIN_HIRE_HOURS } from '@waka/shared/cars/car-options';
import { formatNaira } from '@waka/shared/money';

/** The rates a hire is priced from, and what a hire must be at least. */
export function carRateRows(car: TCar): [label: string, value: string][] {
  return [
    ['Per hour', formatNaira(car.hourlyRate)],
    ['Per day', formatNaira(car.dailyRate)],
    ['Per week', formatNaira(car.weeklyRate)],
    [
      'Driver-escort',
      car.escortAvailable && car.escortPrice !== null
        ? `${formatNaira(car.escortPrice)} a day`
        : 'Not offered',
    ],
    ['Minimum hire', MIN_HIRE_HOURS === 1 ? '1 hour' : `${MIN_HIRE_HOURS} hours`],
  ];
}

/** How a hire is priced, in a sentence under the rates. */
export const CHEAPEST_MIX =
  'You pay the cheapest mix of weeks, days and hours: 24 hours never cost more than a day, 7 days never more than a week.';
