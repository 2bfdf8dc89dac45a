import { useQuery } from '@tanstack/react-query';
import type { CarCatalogue, CarPageQuery } from '../fleet-parts';

/** The coverflow's cars: the first Luxury ones, enough to fill it and loop. */
export const PREMIUM_CARS: CarPageQuery = { page: 1, pageSize: 8, category: 'Luxury' };

/**
 * GET /cars/allcars?page=1&pageSize=8&category=Luxury — the premium fleet.
 * Same key and fetcher as that page anywhere else in the product.
 */
export function usePremiumCars(catalogue: CarCatalogue) {
  return useQuery({
    queryKey: catalogue.pageKey(PREMIUM_CARS),
    queryFn: ({ signal }) => catalogue.fetchPage(PREMIUM_CARS, signal),
    select: (page) => page.cars,
  });
}
