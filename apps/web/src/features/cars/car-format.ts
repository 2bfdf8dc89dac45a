import type { TCar } from '@waka/shared/cars/car';
import { madeOnce } from '@waka/shared/made-once';

const distance = madeOnce(() => new Intl.NumberFormat('en-NG'));

/** 45,000 km: Nigerian odometers read kilometres. */
export const formatMileage = (mileage: number) => `${distance().format(mileage)} km`;

/** "Toyota Land Cruiser": how a car is named in headings and buttons. */
export const carName = (car: Pick<TCar, 'make' | 'model'>) => `${car.make} ${car.model}`;
