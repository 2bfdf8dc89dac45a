import { z } from 'zod';
import {
  STAY_MESSAGES,
  ZIsoDate,
  ZOptionalStayDate,
  checkOptionalStay,
  checkStayDates,
} from '../stay-dates';
import { ZPlaceId } from '../destinations/destination-suggestions';
import { optionalPaging } from '../paging';
import { HOTEL_AMENITY_VALUES } from './hotel-amenities';
import { HOTEL_MAX_PAGE_SIZE, HOTEL_PAGE_SIZE } from './hotel-pages';

// FEATURED_HOTEL_COUNT lives in ./featured-hotels, a module without zod (the
// bundle budget, bench/README.md#targets).

export const HOTEL_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating-desc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

const ZOptionalNaira = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(100_000_000, `${name} is too large`)
    .optional();

/**
 * Filters and sort of the hotel list (docs/product.md#hotel-list), optional on
 * both GET /hotels and GET /hotels/search, and kept in the page's URL.
 */
export const ZHotelFilters = z.object({
  minPrice: ZOptionalNaira('Minimum price'),
  maxPrice: ZOptionalNaira('Maximum price'),
  rating: z.coerce
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Minimum rating is 1')
    .max(5, 'Maximum rating is 5')
    .optional()
    .meta({ description: 'Only hotels with at least this many stars' }),
  amenities: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(HOTEL_AMENITY_VALUES, { error: 'Unknown amenity' })).max(20))
    .meta({ description: 'Comma-separated hotel amenities the hotel must all have' }),
  sort: z.enum(HOTEL_SORTS, { error: 'Unknown sort' }).default('recommended'),
});
export type THotelFilters = z.infer<typeof ZHotelFilters>;

/**
 * page and pageSize (docs/decisions/0010-hotel-counts-stop-at-a-bound.md):
 * without them every match, as the spec's lists answered, counted in the
 * X-Total-Count header; with them one page, and the count goes at most
 * HOTEL_COUNT_PAGES pages past it (decision 0010), with X-Total-Count-Exact:
 * false when there are more.
 */
const paging = optionalPaging({
  defaultPageSize: HOTEL_PAGE_SIZE,
  maxPageSize: HOTEL_MAX_PAGE_SIZE,
});

/** GET /api/v1/hotels — every listed hotel, filtered, sorted and paged. */
export const ZListHotelsQuery = ZHotelFilters.extend(paging);
export type TListHotelsQuery = z.infer<typeof ZListHotelsQuery>;

/**
 * GET /api/v1/hotels/search?q=&checkIn=&checkOut= — q is case-insensitive and
 * partial over name, city, state and address; dates are both or neither.
 * With place (a suggestion's placeId), that state, local government or city
 * exactly, and q is only its words (docs/decisions/0030-destination-suggestions.md).
 */
export const ZSearchHotelsQuery = ZHotelFilters.extend({
  ...paging,
  q: z
    .string({ error: STAY_MESSAGES.destinationRequired })
    .trim()
    .min(1, STAY_MESSAGES.destinationRequired)
    .max(100, 'Destination must be 100 characters or less'),
  place: ZPlaceId.optional().meta({
    description: 'A place suggestion’s placeId: its hotels exactly, instead of matching q',
  }),
  checkIn: ZOptionalStayDate,
  checkOut: ZOptionalStayDate,
}).superRefine(checkOptionalStay);
export type TSearchHotelsQuery = z.infer<typeof ZSearchHotelsQuery>;

/** The search form (docs/product.md#validation): all three fields required, shown once touched. */
export const ZSearchForm = z
  .object({
    destination: z.string().trim().min(1, STAY_MESSAGES.destinationRequired),
    checkIn: ZIsoDate(STAY_MESSAGES.checkInRequired),
    checkOut: ZIsoDate(STAY_MESSAGES.checkOutRequired),
  })
  .superRefine((value, ctx) => checkStayDates(value, ctx));
export type TSearchForm = z.infer<typeof ZSearchForm>;
