import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { apiGetPage } from '@/lib/api-client';
import { hotelFiltersQuery } from '../hotel-filters';

/**
 * GET /hotels?minPrice=&maxPrice=&rating=&amenities=&sort=&page=&pageSize= —
 * one page of every listed hotel, filtered and sorted, and the total in
 * X-Total-Count. The unfiltered first page's key is ['hotels'], shared with
 * the home page's featured list (same call, same answer), so going from home
 * to /rooms shows the list at once. While another page or other filters load,
 * the hotels shown last stay on screen.
 */
export function useHotels(
  filters: THotelFilters,
  page: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const filtersQuery = hotelFiltersQuery(filters);
  const paging = `page=${page}&pageSize=${HOTEL_PAGE_SIZE}`;
  return useQuery({
    enabled,
    queryKey: filtersQuery || page > 1 ? ['hotels', 'list', filtersQuery, page] : ['hotels'],
    queryFn: ({ signal }) =>
      apiGetPage(`/hotels?${[filtersQuery, paging].filter(Boolean).join('&')}`, ZHotelList, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
