import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { apiGet } from '@/lib/api-client';
import { hotelFiltersQuery } from '../hotel-filters';

/**
 * GET /hotels?minPrice=&maxPrice=&rating=&amenities=&sort= — every listed
 * hotel, filtered and sorted. Unfiltered, the key is ['hotels'], shared with
 * the home page's featured list (same call, same answer), so going from home
 * to /rooms shows the list at once. While other filters load, the hotels of
 * the last ones stay on screen.
 */
export function useHotels(filters: THotelFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = hotelFiltersQuery(filters);
  return useQuery({
    enabled,
    queryKey: query ? ['hotels', 'list', query] : ['hotels'],
    queryFn: ({ signal }) => apiGet(query ? `/hotels?${query}` : '/hotels', ZHotelList, { signal }),
    placeholderData: keepPreviousData,
  });
}
