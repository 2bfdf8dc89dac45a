import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { carKeys } from './use-cars';

export type { TTakenWindow } from '@waka/shared/cars/car-availability';

// Loaded with the answer: the dialog opens on the landing, whose first load carries no zod.
const schema = async () => (await import('@waka/shared/cars/car-availability')).ZCarAvailability;

/**
 * GET /cars/{carId}/availability?from=&days= — the windows the car is taken
 * in `days` Lagos days from `from` (no one's details, only the times). Kept
 * under the car's keys, so a booking that refreshes the car refreshes these.
 */
export function useCarAvailability(carId: string, from: string, days: number, enabled = true) {
  return useQuery({
    enabled: enabled && carId !== '' && from !== '',
    queryKey: [...carKeys.detail(carId), 'availability', from, days],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ from, days: String(days) });
      const path = `/cars/${encodeURIComponent(carId)}/availability?${search}`;
      return apiGet(path, schema, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
