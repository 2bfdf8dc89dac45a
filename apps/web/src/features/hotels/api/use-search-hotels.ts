import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { apiGet } from '@/lib/api-client';
import { hotelFiltersQuery } from '../hotel-filters';
import type { HotelSearch } from '../hotel-search';

/**
 * GET /hotels/search?q=&checkIn=&checkOut=&… — hotels whose name, city, state
 * or address contains the destination; with dates, only those with a room
 * type bookable on every night (D3), priced from the cheapest such room. The
 * filters and sort ride along as on GET /hotels.
 */
export function useSearchHotels({ destination, stay }: HotelSearch, filters: THotelFilters) {
  const q = destination.trim();
  const params = new URLSearchParams({ q });
  if (stay) {
    params.set('checkIn', stay.checkIn);
    params.set('checkOut', stay.checkOut);
  }
  const filtersQuery = hotelFiltersQuery(filters);
  const query = filtersQuery ? `${params}&${filtersQuery}` : `${params}`;
  return useQuery({
    // Case does not change the answer, so "Lagos" and "lagos" share one cache entry.
    queryKey: [
      'hotels',
      'search',
      q.toLowerCase(),
      stay?.checkIn ?? null,
      stay?.checkOut ?? null,
      filtersQuery,
    ],
    queryFn: ({ signal }) => apiGet(`/hotels/search?${query}`, ZHotelList, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
