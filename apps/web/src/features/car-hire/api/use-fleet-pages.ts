import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TCar } from '@waka/shared/cars/car';
import type { CarCategory } from '@waka/shared/cars/car-options';
import type { CarCatalogue, CarPage } from '../fleet-parts';

/** Two rows of four on a desktop; View More brings the next eight. */
export const FLEET_PAGE_SIZE = 8;

/** Every car loaded so far, each once (a car registered meanwhile can shift a page). */
function allCars(pages: readonly CarPage[]): TCar[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.cars)
    .filter((car) => !seen.has(car.carId) && Boolean(seen.add(car.carId)));
}

/**
 * Our Rental Fleet: GET /cars/allcars?page=n&pageSize=8[&category=…], one page
 * after another as View More asks (docs/product.md#car-hire-landing,
 * #completed-features). There is a next page while fewer cars are loaded than
 * X-Total-Count says exist. Choosing another category keeps the last cars on
 * screen (dimmed by the grid) until its own first page arrives.
 */
export function useFleetPages(catalogue: CarCatalogue, category: CarCategory | undefined) {
  const query = useInfiniteQuery({
    queryKey: [
      ...catalogue.listsKey,
      'pages',
      { pageSize: FLEET_PAGE_SIZE, category: category ? [category] : [] },
    ],
    queryFn: ({ pageParam, signal }) =>
      catalogue.fetchPage({ page: pageParam, pageSize: FLEET_PAGE_SIZE, category }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((loaded, page) => loaded + page.cars.length, 0) < last.total &&
      last.cars.length > 0
        ? lastPage + 1
        : undefined,
    placeholderData: keepPreviousData,
  });
  return { ...query, cars: query.data ? allCars(query.data.pages) : undefined };
}
