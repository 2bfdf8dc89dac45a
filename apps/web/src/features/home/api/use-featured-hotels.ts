import { useQuery } from '@tanstack/react-query';
import { FEATURED_HOTEL_COUNT } from '@waka/shared/hotels/featured-hotels';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import { apiGetPage } from '@/lib/api-client';

/**
 * GET /hotels, the first 12 (docs/product.md#home: Featured Destination), read from the
 * first page of /rooms: same key, call and answer as the unfiltered hotels
 * list, so the cache is shared; `select` only trims the view.
 */
export function useFeaturedHotels() {
  return useQuery({
    queryKey: ['hotels'],
    queryFn: ({ signal }) =>
      apiGetPage(
        `/hotels?page=1&pageSize=${HOTEL_PAGE_SIZE}`,
        // Imported with the call, so zod stays out of the home page's first JavaScript.
        async () => (await import('@waka/shared/hotels/hotel')).ZHotelList,
        { signal },
      ),
    select: (page) => page.items.slice(0, FEATURED_HOTEL_COUNT),
  });
}
