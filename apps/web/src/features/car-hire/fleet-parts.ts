import type { QueryKey } from '@tanstack/react-query';
import type { TCar } from '@waka/shared/cars/car';
import type { CarCategory } from '@waka/shared/cars/car-options';
import type { ComponentType } from 'react';

/*
 * The landing shows the public fleet, which belongs to the cars feature: its
 * cache keys, its fetcher of a page with X-Total-Count, its cards and its
 * details dialog. A feature does not import another (bulletproof-react, lint),
 * so the app hands them in (app/routes/car-hire-route.tsx) and the landing
 * only arranges them. One cache, one card, one dialog for the whole product.
 */

export type CarPageQuery = { page: number; pageSize: number; category?: CarCategory };
export type CarPage = { cars: TCar[]; total: number };

export type CarCatalogue = {
  /** The cache key of one page (the cars feature's carKeys.list). */
  pageKey: (query: CarPageQuery) => QueryKey;
  /** The root every fleet list hangs under (carKeys.lists()): invalidating it refreshes the landing too. */
  listsKey: QueryKey;
  /** GET /cars/allcars for one page, with the total over all pages. */
  fetchPage: (query: CarPageQuery, signal: AbortSignal) => Promise<CarPage>;
};

export type FleetParts = {
  catalogue: CarCatalogue;
  CarGrid: ComponentType<{
    cars: readonly TCar[];
    onViewDetails: (car: TCar) => void;
    busy?: boolean;
  }>;
  CarDetailsDialog: ComponentType<{ car: TCar | null; onClose: () => void }>;
};
