import type { TCar } from '@waka/shared/cars/car';
import { formatCount } from '@/lib/format-count';

/** 45,000 km: Nigerian odometers read kilometres. */
export const formatMileage = (mileage: number) => `${formatCount(mileage)} km`;

/** "Toyota Land Cruiser": how a car is named in headings and buttons. */
export const carName = (car: Pick<TCar, 'make' | 'model'>) => `${car.make} ${car.model}`;
