import type { TOwnerCarBookingsQuery } from '@waka/shared/cars/car-lists';

/**
 * Query keys of the owner's fleet. Everything hangs under ['owner-cars'], so
 * one invalidation of ownerCarKeys.all refreshes the cars and their bookings.
 */
export const ownerCarKeys = {
  all: ['owner-cars'] as const,
  cars: () => [...ownerCarKeys.all, 'cars'] as const,
  bookings: () => [...ownerCarKeys.all, 'bookings'] as const,
  bookingsPage: (query: TOwnerCarBookingsQuery) => [...ownerCarKeys.bookings(), query] as const,
};

/**
 * The public fleet's root key (the landing, the listing, a car by id): a car
 * registered, edited or deleted here changes what guests see. Features do
 * not import each other, so the cars feature's root is named here too.
 */
export const PUBLIC_CARS = ['cars'] as const;
