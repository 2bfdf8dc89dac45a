/*
 * The car enumerations (docs/product.md#data). The edit
 * form of the spec drops some colours, fuels and gearboxes; here both forms
 * offer the full lists, so a green or CVT car can still be edited.
 */

/** Body types: the listing's filter labels plus Van (docs/product.md#data). */
export const BODY_TYPES = [
  'SUV',
  'Sedan',
  'Hatchback',
  'MUV',
  'Coupe',
  'Convertible',
  'Van',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Fleet categories; the landing's buttons read Show All, Economy, Luxury, SUVs, Vans. */
export const CAR_CATEGORIES = ['Economy', 'Luxury', 'SUV', 'Van'] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

export const CAR_COLORS = [
  'Black',
  'White',
  'Silver',
  'Gray',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Other',
] as const;
export const FUEL_TYPES = ['Gasoline', 'Diesel', 'Hybrid', 'Electric', 'Other'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual', 'Semi-Automatic', 'CVT'] as const;

/** The rental request's pickup times: every whole hour, '00:00' to '23:00' (docs/product.md#validation). */
export const PICKUP_TIMES = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

export const MIN_HIRE_HOURS = 1;
export const MAX_HIRE_HOURS = 24;
