import { useQuery } from '@tanstack/react-query';
import { ZCarList } from '@waka/shared/cars/car';
import { apiGet } from '@/lib/api-client';
import { ownerCarKeys } from './owner-car-keys';

/** GET /cars/owner — the signed-in owner's listed cars, newest first (docs/product.md#roles). */
export function useOwnerCars() {
  return useQuery({
    queryKey: ownerCarKeys.cars(),
    queryFn: ({ signal }) => apiGet('/cars/owner', ZCarList, { signal }),
  });
}
