import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyType, CarCategory } from '@waka/shared/cars/car-options';
import { writePickupWindow, type PickupWindowFilter } from '../car-listing-params';
import { fetchCarPage } from './fetch-car-page';

export type CarsQuery = {
  page: number;
  pageSize: number;
  /** One body type or several (the API takes any of them); none means every body type. */
  bodyType?: BodyType | readonly BodyType[];
  /** One category or several; none means every category. */
  category?: CarCategory | readonly CarCategory[];
  /** Only the cars free for this pickup and return. */
  window?: PickupWindowFilter | null;
};

/** The same choice in any order is the same list, so it shares one cache entry. */
const sorted = <T extends string>(value: T | readonly T[] | undefined): T[] =>
  [value ?? []].flat().toSorted() as T[];

/**
 * Query keys of the public fleet. Everything hangs under ['cars'], so one
 * invalidation of carKeys.all refreshes every list and car after a change.
 */
export const carKeys = {
  all: ['cars'] as const,
  lists: () => [...carKeys.all, 'list'] as const,
  list: ({ page, pageSize, bodyType, category, window = null }: CarsQuery) =>
    [
      ...carKeys.lists(),
      { page, pageSize, bodyType: sorted(bodyType), category: sorted(category), window },
    ] as const,
  details: () => [...carKeys.all, 'detail'] as const,
  detail: (carId: string) => [...carKeys.details(), carId] as const,
};

/** ?page=2&pageSize=12&bodyType=SUV,Sedan&category=Luxury&pickupDate=…&returnTime=… */
export function carsSearch(query: CarsQuery): string {
  const search = writePickupWindow(
    new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) }),
    query.window ?? null,
  );
  const bodyTypes = sorted(query.bodyType);
  const categories = sorted(query.category);
  if (bodyTypes.length > 0) search.set('bodyType', bodyTypes.join(','));
  if (categories.length > 0) search.set('category', categories.join(','));
  return search.toString();
}

/**
 * GET /cars/allcars?page=&pageSize=&bodyType=&category=&pickupDate=… — one
 * page of listed cars (free for the window, when one is given), oldest registered first. `data` is `{ cars, total }`, total being the
 * X-Total-Count over all pages. While another page or filter loads, the last
 * page stays in `data` (isPlaceholderData is true), so a grid never blanks.
 */
export function useCars(query: CarsQuery) {
  return useQuery({
    queryKey: carKeys.list(query),
    queryFn: ({ signal }) => fetchCarPage(carsSearch(query), signal),
    placeholderData: keepPreviousData,
  });
}
