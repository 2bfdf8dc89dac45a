// A module without zod, like featured-hotels: the home page's featured list
// reads /rooms' first page, and must not bring zod into its first JavaScript.

/** Hotels a page of /rooms (a big city's answer stays small: docs/decisions/0010-hotel-counts-stop-at-a-bound.md). */
export const HOTEL_PAGE_SIZE = 24;
/** The largest page GET /hotels and GET /hotels/search give. */
export const HOTEL_MAX_PAGE_SIZE = 100;
/**
 * How many pages past a page's start the hotel list counts its matches
 * (decision 0010): beyond them a traveller reads "240+ hotels", and a broad
 * destination's search costs the same however many hotels it has.
 */
export const HOTEL_COUNT_PAGES = 10;
