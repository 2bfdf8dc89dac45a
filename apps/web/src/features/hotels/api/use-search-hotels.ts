import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { apiGetPage } from '@/lib/api-client';
import { hotelFiltersQuery } from '../hotel-filters';
import type { HotelSearch } from '../hotel-search';

/**
 * GET /hotels/search?q=&place=&checkIn=&checkOut=&…&page=&pageSize= — one page of the
 * hotels whose name, city, state or address contains the destination, or of
 * a suggested place's hotels (place); with
 * dates, only those with a room type bookable on every night (docs/product.md#availability), priced
 * from the cheapest such room. The total is in X-Total-Count. The filters and
 * sort ride along as on GET /hotels.
 */
export function useSearchHotels(
  { destination, place, stay }: HotelSearch,
  filters: THotelFilters,
  page: number,
) {
  const q = destination.trim();
  const params = new URLSearchParams({ q });
  if (place) params.set('place', String(place));
  if (stay) {
    params.set('checkIn', stay.checkIn);
    params.set('checkOut', stay.checkOut);
  }
  const filtersQuery = hotelFiltersQuery(filters);
  params.set('page', String(page));
  params.set('pageSize', String(HOTEL_PAGE_SIZE));
  const query = filtersQuery ? `${params}&${filtersQuery}` : `${params}`;
  return useQuery({
    // Case does not change the answer, so "Lagos" and "lagos" share one cache entry.
    queryKey: [
      'hotels',
      'search',
      q.toLowerCase(),
      place ?? null,
      stay?.checkIn ?? null,
      stay?.checkOut ?? null,
      filtersQuery,
      page,
    ],
    queryFn: ({ signal }) => apiGetPage(`/hotels/search?${query}`, ZHotelList, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
