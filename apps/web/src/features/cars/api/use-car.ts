import { useQuery } from '@tanstack/react-query';
import { ZCar, type TCar } from '@waka/shared/cars/car';
import { ApiError, apiGet } from '@/lib/api-client';
import { carKeys } from './use-cars';

/**
 * GET /cars/{carId} — one listed car, so the rental request works after a
 * reload or from a shared link. The car a card handed over shows at once
 * while the stored one (its current rates) loads.
 */
export function useCar(carId: string, handedOver?: TCar) {
  return useQuery({
    enabled: carId !== '',
    queryKey: carKeys.detail(carId),
    queryFn: ({ signal }) => apiGet(`/cars/${encodeURIComponent(carId)}`, ZCar, { signal }),
    placeholderData: handedOver,
    // A 404 or 400 will not change by asking again.
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && (error.status === 404 || error.status === 400)),
  });
}
