import type { CarCategory } from '@waka/shared/cars/car-options';

/** Our Rental Fleet's buttons (docs/product.md#car-hire-landing) and the category each asks the API for. */
export const FLEET_CATEGORIES: readonly { label: string; category: CarCategory | undefined }[] = [
  { label: 'Show All', category: undefined },
  { label: 'Economy', category: 'Economy' },
  { label: 'Luxury', category: 'Luxury' },
  { label: 'SUVs', category: 'SUV' },
  { label: 'Vans', category: 'Van' },
];
