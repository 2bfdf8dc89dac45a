import { useQuery } from '@tanstack/react-query';
import { FEATURED_HOTEL_COUNT } from '@waka/shared/hotels/featured-hotels';
import { apiGet } from '@/lib/api-client';

/**
 * GET /hotels, first 12 (spec §2 Featured Destination). Same key and fetcher
 * as the hotels list, so the cache is shared; `select` only trims the view.
 */
export function useFeaturedHotels() {
  return useQuery({
    queryKey: ['hotels'],
    queryFn: ({ signal }) =>
      apiGet(
        '/hotels',
        // Imported with the call, so zod stays out of the home page's first JavaScript.
        async () => (await import('@waka/shared/hotels/hotel')).ZHotelList,
        { signal },
      ),
    select: (hotels) => hotels.slice(0, FEATURED_HOTEL_COUNT),
  });
}
