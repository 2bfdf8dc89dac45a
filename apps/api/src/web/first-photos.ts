import { CAR_PAGE_SIZE } from '@waka/shared/cars/car-lists';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import type { Database } from '../db/database';
import { listCars } from '../features/cars/find-cars';
import { getHotel, searchHotels } from '../features/hotels/find-hotels';

/** A route pattern's parameters, by the names first-load.json gives them (`/rooms/:id` → `id`). */
export type RouteParams = Record<string, string>;

/** The address of the photo a page will paint largest, when the server can know it. */
export type FirstPhoto = (pattern: string, params: RouteParams) => Promise<string | undefined>;

/*
 * The photo of the first card or of the hotel, as the page's first API call
 * (started from the same HTML) will answer it, for a page whose address has
 * no query (issue 7): the browser can then fetch it beside the scripts
 * instead of after they have drawn the card. One indexed read each; the list
 * pages repeat their first call's query (the list without dates is cheap).
 */
export function firstPhotos(db: Database): FirstPhoto {
  const byPattern: Record<string, (params: RouteParams) => Promise<string | undefined>> = {
    '/rooms': async () =>
      (await searchHotels(db, { page: 1, pageSize: HOTEL_PAGE_SIZE })).hotels[0]?.hotelImage,
    '/rooms/:id': async ({ id }) => {
      const parsed = ZHotelIdParams.safeParse({ hotelId: id });
      return parsed.success ? (await getHotel(db, parsed.data.hotelId)).hotelImage : undefined;
    },
    '/car-listing': async () =>
      (await listCars(db, { page: 1, pageSize: CAR_PAGE_SIZE, bodyType: [], category: [] })).cars[0]
        ?.carImage,
  };
  return async (pattern, params) => {
    try {
      return await byPattern[pattern]?.(params);
    } catch {
      // A missing hotel, a database hiccup: the page still comes, without the hint.
      return undefined;
    }
  };
}
