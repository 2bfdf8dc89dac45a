import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import type { Page } from '@waka/shared/paging';
import type { FoundHotels, HotelQuery } from '../hotel-search-repository';
import type { IndexedHotelRow } from './hotel-index-repository';
import type { IndexedListing } from './indexed-listing';
import { byId } from './ordered-hotels';
import { fromPriceFor, type SoldOutNights } from './sold-out-nights';

type Priced = { hotel: IndexedHotelRow; fromKobo: number };

/** The price orders and the rating order, as listOrder (search-conditions-repository.ts) writes them. */
const ORDERS: Record<
  Exclude<HotelQuery['sort'], 'recommended' | undefined>,
  (a: Priced, b: Priced) => number
> = {
  'price-asc': (a, b) => a.fromKobo - b.fromKobo || byId(a.hotel.id, b.hotel.id),
  'price-desc': (a, b) => b.fromKobo - a.fromKobo || byId(a.hotel.id, b.hotel.id),
  'rating-desc': (a, b) =>
    b.hotel.hotelRating - a.hotel.hotelRating ||
    a.fromKobo - b.fromKobo ||
    byId(a.hotel.id, b.hotel.id),
};

/**
 * The hotel search answered from the index (docs/decisions/0031), exactly
 * as findHotels answers it from the database: the same hotels, prices,
 * order and count, with a page's count bounded the same way (decision
 * 0010). `stayNights` are the stay's nights, already brought up to date.
 */
export function searchIndex(
  listing: IndexedListing,
  soldOut: SoldOutNights,
  query: HotelQuery,
  stayNights: readonly string[],
  page?: Page,
): FoundHotels {
  const text = query.text?.toLowerCase();
  const candidates = query.place
    ? listing.inPlace(query.place)
    : text
      ? listing.matching(text)
      : listing.all();
  const stay = query.stay ? soldOut.ofStay(stayNights) : undefined;
  const amenities = query.amenities ?? [];
  const priceOf = (hotel: IndexedHotelRow): number | undefined => {
    if (query.minRating && hotel.hotelRating < query.minRating) return undefined;
    if (amenities.length && !amenities.every((a) => (hotel.hotelAmenities as string[]).includes(a)))
      return undefined;
    const fromKobo = stay ? fromPriceFor(hotel, stay) : hotel.minimumPriceKobo;
    if (fromKobo === null) return undefined;
    if (query.minPriceKobo !== undefined && fromKobo < query.minPriceKobo) return undefined;
    if (query.maxPriceKobo !== undefined && fromKobo > query.maxPriceKobo) return undefined;
    return fromKobo;
  };
  const sort = query.sort ?? 'recommended';
  // In the recommended order the candidates are already in order: a page reads no further than its count's bound.
  const horizon = page ? page.offset + HOTEL_COUNT_PAGES * page.limit + 1 : Infinity;
  const matches: Priced[] = [];
  for (let n = 0; n < candidates.length; n++) {
    const hotel = candidates[n]!;
    const fromKobo = priceOf(hotel);
    if (fromKobo === undefined) continue;
    matches.push({ hotel, fromKobo });
    if (sort === 'recommended' && matches.length >= horizon) break;
  }
  if (sort !== 'recommended') matches.sort(ORDERS[sort]);
  const shown = page ? matches.slice(page.offset, page.offset + page.limit) : matches;
  return {
    rows: shown.map(({ hotel, fromKobo }) => ({ ...hotel, fromKobo })),
    total: Math.min(matches.length, horizon - 1),
    totalIsExact: matches.length < horizon,
  };
}
