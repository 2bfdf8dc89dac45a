import { useQuery } from '@tanstack/react-query';
import { ZStateList } from '@waka/shared/places/places';
import { apiGet } from '@/lib/api-client';

/** GET /states — Nigeria's 36 states and the FCT (docs/product.md#places); asked for only when the country is Nigeria. */
export function useStates({ enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: ['places', 'states'],
    queryFn: ({ signal }) => apiGet('/states', ZStateList, { signal }),
    staleTime: Infinity,
  });
}
