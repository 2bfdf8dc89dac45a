import { useQuery } from '@tanstack/react-query';
import { ZCountryList } from '@waka/shared/places/places';
import { apiGet } from '@/lib/api-client';

/** GET /states/country — the world's countries (docs/product.md#places); fixed data, read once. */
export function useCountries() {
  return useQuery({
    queryKey: ['places', 'countries'],
    queryFn: ({ signal }) => apiGet('/states/country', ZCountryList, { signal }),
    staleTime: Infinity,
  });
}
