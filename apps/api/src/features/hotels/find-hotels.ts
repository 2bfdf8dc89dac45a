import { koboToNaira, nairaToKobo } from '@waka/shared/money';
import { DEFAULT_CHECK_IN_TIME } from '@waka/shared/cancellation/cancellation-policy';
import type { THotel } from '@waka/shared/hotels/hotel';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { pageOf } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { invalidInput, notFound } from '../../lib/app-error';
import { findPlaceById } from '../../lib/places/destination-lookup-repository';
import { findHotelById, type HotelRow } from './hotel-repository';
import type { HotelIndex } from './hotel-index/hotel-index';
import { findHotels, type HotelQuery, type Stay } from './hotel-search-repository';
import { findOwnerHotels } from './owner-hotel-repository';

/** A stored hotel in the words of the API (docs/product.md#data: field names, naira). */
export function toHotel(row: HotelRow, fromKobo: number = row.minimumPriceKobo): THotel {
  return {
    hotelId: row.id,
    hotelName: row.hotelName,
    hotelContactNo: row.hotelContactNo,
    hotelDescription: row.hotelDescription,
    hotelAddress: row.hotelAddress,
    minimumPrice: koboToNaira(fromKobo),
    propertyType: row.propertyType,
    hotelImage: row.hotelImage,
    country: row.country,
    state: row.state,
    stateId: row.stateId,
    localGov: row.localGov,
    city: row.city,
    hotelRating: Number(row.hotelRating),
    hotelAmenities: row.hotelAmenities as THotel['hotelAmenities'],
    checkInTime: row.checkInTime ?? DEFAULT_CHECK_IN_TIME,
    createdAt: row.createdAt.toISOString(),
  };
}

export type HotelSearch = Partial<THotelFilters> & {
  q?: string;
  /** A suggested place's id: its hotels exactly, and q is not matched. */
  place?: number;
  checkIn?: string;
  checkOut?: string;
  page?: number;
  pageSize?: number;
};

/**
 * The hotel list and the destination search, all of it or one page, and how
 * many match: exactly, or for a page of a long list "more than `total`"
 * (decision 0010). With stay dates, only hotels with a room type bookable on
 * every night, priced from the cheapest of those.
 */
export async function searchHotels(
  db: Database,
  search: HotelSearch,
  index?: HotelIndex,
): Promise<{ hotels: THotel[]; total: number; totalIsExact: boolean }> {
  const stay: Stay | undefined =
    search.checkIn && search.checkOut
      ? { checkIn: search.checkIn, checkOut: search.checkOut }
      : undefined;
  const place = search.place === undefined ? undefined : await findPlaceById(db, search.place);
  if (search.place !== undefined && !place) throw invalidInput({ place: 'No place has this id' });
  const query: HotelQuery = {
    text: place ? undefined : search.q?.trim(),
    place,
    stay,
    minPriceKobo: search.minPrice === undefined ? undefined : nairaToKobo(search.minPrice),
    maxPriceKobo: search.maxPrice === undefined ? undefined : nairaToKobo(search.maxPrice),
    minRating: search.rating,
    amenities: search.amenities,
    sort: search.sort,
  };
  const page = pageOf(search, HOTEL_PAGE_SIZE);
  // The index answers as the database would (docs/decisions/0031), but for a stay too long to index.
  const { rows, total, totalIsExact } =
    (await index?.find(query, page)) ?? (await findHotels(db, query, page));
  return { hotels: rows.map((row) => toHotel(row, row.fromKobo)), total, totalIsExact };
}

export async function getHotel(db: Database, hotelId: string): Promise<THotel> {
  const hotel = await findHotelById(db, hotelId);
  if (!hotel) throw notFound('Hotel');
  return toHotel(hotel);
}

/** The owner's own listed hotels, newest first (docs/product.md#roles). */
export async function listOwnerHotels(db: Database, ownerId: string): Promise<THotel[]> {
  return (await findOwnerHotels(db, ownerId)).map((row) => toHotel(row));
}
