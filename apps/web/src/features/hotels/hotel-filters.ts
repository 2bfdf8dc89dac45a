import { HOTEL_AMENITY_VALUES } from '@waka/shared/hotels/hotel-amenities';
import { ZHotelFilters, type THotelFilters } from '@waka/shared/hotels/search-hotels';
import type { z } from 'zod';

/*
 * The filters and sort of /rooms as the page's URL holds them, in the same
 * shape GET /hotels takes them (amenities as one comma list), so the URL's
 * filter part is the API's query.
 */

const FILTER_PARAMS = ['minPrice', 'maxPrice', 'rating', 'amenities', 'sort'] as const;
const { shape } = ZHotelFilters;

/** One value through the shared schema; missing, empty or refused reads as not set. */
function valueOf<S extends z.ZodType>(schema: S, raw: string | null): z.output<S> | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/**
 * The filters a URL asks for. A hand-edited or stale link never breaks the
 * page: each value the shared schema refuses is left out on its own (an
 * unknown amenity drops only itself), and so is a price range whose minimum
 * is above its maximum.
 */
export function readHotelFilters(params: URLSearchParams): THotelFilters {
  let minPrice = valueOf(shape.minPrice, params.get('minPrice'));
  let maxPrice = valueOf(shape.maxPrice, params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  // Every hotel has at least 1 star, so "1 and up" is no filter at all.
  const rating = valueOf(shape.rating, params.get('rating'));
  const asked = (params.get('amenities') ?? '')
    .split(',')
    .flatMap((one) => valueOf(shape.amenities, one) ?? []);
  // The list's own order, so one choice of amenities is always one URL and one cache entry.
  const amenities = HOTEL_AMENITY_VALUES.filter((amenity) => asked.includes(amenity));
  return {
    minPrice,
    maxPrice,
    rating: rating !== undefined && rating > 1 ? rating : undefined,
    amenities,
    sort: valueOf(shape.sort, params.get('sort')) ?? 'recommended',
  };
}

/**
 * `params` with its filters replaced by `filters`; everything else in it (the
 * destination and dates of a search) is kept, but the page: other filters
 * start again at page 1 (page 3 of every hotel means nothing for 5 stars
 * only). Defaults are left out.
 */
export function writeHotelFilters(
  params: URLSearchParams,
  filters: THotelFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.delete('page');
  if (filters.minPrice !== undefined) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) next.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) next.set('rating', String(filters.rating));
  if (filters.amenities.length > 0) next.set('amenities', filters.amenities.join(','));
  if (filters.sort !== 'recommended') next.set('sort', filters.sort);
  return next;
}

/** The query GET /hotels and GET /hotels/search take for these filters ('' for none). */
export function hotelFiltersQuery(filters: THotelFilters): string {
  return writeHotelFilters(new URLSearchParams(), filters).toString();
}

/** What the Filters button counts: the price range as one, the rating, each amenity. */
export function activeFilterCount(filters: THotelFilters): number {
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return price + (filters.rating !== undefined ? 1 : 0) + filters.amenities.length;
}
