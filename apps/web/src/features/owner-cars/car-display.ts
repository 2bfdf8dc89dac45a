import type { TCar } from '@waka/shared/cars/car';
import { formatNaira } from '@waka/shared/money';

/** 'Toyota Camry 2021', as the owner's lists and messages name a car. */
export const carName = (car: Pick<TCar, 'make' | 'model' | 'year'>) =>
  `${car.make} ${car.model} ${car.year}`;

/** '₦15,000.00 a day', or 'No escort'. */
export const escortText = (car: Pick<TCar, 'escortAvailable' | 'escortPrice'>) =>
  car.escortAvailable && car.escortPrice !== null
    ? `${formatNaira(car.escortPrice)} a day`
    : 'No escort';

/** Where the car is picked up, from the street to the state. */
export const pickupPlace = (car: Pick<TCar, 'pickupAddress' | 'city' | 'localGov' | 'state'>) =>
  [car.pickupAddress, car.city, car.localGov, car.state].filter(Boolean).join(', ');

/** 'SUV · Luxury'; one word when the body type and the category agree ('Van'). */
export const typeText = (car: Pick<TCar, 'bodyType' | 'category'>) =>
  car.bodyType === car.category ? car.bodyType : `${car.bodyType} · ${car.category}`;
