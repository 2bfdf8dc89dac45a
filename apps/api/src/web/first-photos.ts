import { ZHotelIdParams } from '@waka/shared/rooms/hotel-rooms';
import { CARD_PHOTO_WIDTH, photoUrl } from '@waka/shared/uploads/photo-url';
import type { Database } from '../db/database';
import { findFirstListedCarImage } from '../features/cars/car-repository';
import { findFirstListedHotelImage, findHotelById } from '../features/hotels/hotel-repository';

/** A route pattern's parameters, by the names first-load.json gives them (`/rooms/:id` → `id`). */
export type RouteParams = Record<string, string>;

/** The address of the photo a page will paint largest, when the server can know it. */
export type FirstPhoto = (pattern: string, params: RouteParams) => Promise<string | undefined>;

/*
 * The photo of the first card or of the hotel, as the page's first API call
 * (started from the same HTML) will answer it, for a page whose address has
 * no query (docs/decisions/0007-first-screen-in-the-html.md): the browser can
 * then fetch it beside the scripts instead of after they have drawn the card.
 * One indexed row each: the list pages read only their first row, in the
 * list's order, not the page and its count that the API call then reads. At
 * the width the page asks for it (ImageWithFallback's `sizedTo`), so the
 * browser fetches it once: each of these photos is a card's or the hotel
 * page's own, CARD_PHOTO_WIDTH wide.
 */
export function firstPhotos(db: Database, publicUrl: string): FirstPhoto {
  const ownOrigin = new URL(publicUrl).origin;
  const byPattern: Record<string, (params: RouteParams) => Promise<string | undefined>> = {
    '/rooms': () => findFirstListedHotelImage(db),
    '/rooms/:id': async ({ id }) => {
      const parsed = ZHotelIdParams.safeParse({ hotelId: id });
      return parsed.success
        ? (await findHotelById(db, parsed.data.hotelId))?.hotelImage
        : undefined;
    },
    '/car-listing': () => findFirstListedCarImage(db),
  };
  return async (pattern, params) => {
    try {
      const photo = await byPattern[pattern]?.(params);
      return photo && photoUrl(photo, CARD_PHOTO_WIDTH, ownOrigin);
    } catch {
      // A database hiccup: the page still comes, without the hint.
      return undefined;
    }
  };
}
