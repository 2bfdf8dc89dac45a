import { CarHireLanding } from '@/features/car-hire/components/car-hire-landing';
import type { FleetParts } from '@/features/car-hire/fleet-parts';
import { fetchCarPage } from '@/features/cars/api/fetch-car-page';
import { carKeys, carsSearch } from '@/features/cars/api/use-cars';
import { CarDetailsDialog } from '@/features/cars/components/car-details-dialog';
import { CarGrid } from '@/features/cars/components/car-grid';

/*
 * The app composes features (a feature never imports another): the car-hire
 * landing arranges the public fleet, whose cache keys, page fetcher, cards
 * and details dialog belong to the cars feature and are handed in here.
 */
const FLEET: FleetParts = {
  catalogue: {
    pageKey: carKeys.list,
    listsKey: carKeys.lists(),
    fetchPage: (query, signal) => fetchCarPage(carsSearch(query), signal),
  },
  CarGrid,
  CarDetailsDialog,
};

/** /car-hire-service (docs/product.md#car-hire-landing). */
export function CarHireRoute() {
  return <CarHireLanding fleet={FLEET} />;
}
