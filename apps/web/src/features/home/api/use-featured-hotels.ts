import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { FEATURED_HOTEL_COUNT } from '@waka/shared/hotels/search-hotels';
import { apiGet } from '@/lib/api-client';

/**
 * GET /hotels, first 12 (spec §2 Featured Destination). Same key and fetcher
 * as the hotels list, so the cache is shared; `select` only trims the view.
 */
export function useFeaturedHotels() {
  return useQuery({
    queryKey: ['hotels'],
    queryFn: ({ signal }) => apiGet('/hotels', ZHotelList, { signal }),
    select: (hotels) => hotels.slice(0, FEATURED_HOTEL_COUNT),
  });
}
