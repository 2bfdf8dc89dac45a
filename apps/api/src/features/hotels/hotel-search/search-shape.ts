import { sql } from 'drizzle-orm';
import type { PlaceKind } from '@waka/shared/destinations/destination-suggestions';
import type { HotelSort } from '@waka/shared/hotels/search-hotels';

export type Stay = { checkIn: string; checkOut: string };

/** A suggested place (docs/decisions/0030-destination-suggestions.md): its state, and lower(name) but for a state. */
export type Place = { kind: PlaceKind; stateId: number; key: string };

export type HotelQuery = {
  /** Part of the name, city, state or address, any case. */
  text?: string;
  /** Exactly this place's hotels, read through its index (migration 0015). */
  place?: Place;
  /** Only hotels with a room type bookable on every night of it (docs/product.md#availability). */
  stay?: Stay;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  minRating?: number;
  amenities?: string[];
  sort?: HotelSort;
};

/**
 * Which parts of a query are set. A statement is built once per shape, its
 * values left as placeholders, and kept (statement-cache.ts): building one
 * through Drizzle took about a millisecond of the server's CPU, the largest
 * part of a first asking's cost (a profile of 1,000 distinct searches, 25 Nov).
 */
export type Shape = {
  text: boolean;
  place: PlaceKind | null;
  stay: boolean;
  minRating: boolean;
  amenities: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  sort: HotelSort;
};

export function shapeOf(query: HotelQuery): Shape {
  return {
    text: Boolean(query.text),
    place: query.place?.kind ?? null,
    stay: query.stay !== undefined,
    minRating: Boolean(query.minRating),
    amenities: Boolean(query.amenities?.length),
    minPrice: query.minPriceKobo !== undefined,
    maxPrice: query.maxPriceKobo !== undefined,
    sort: query.sort ?? 'recommended',
  };
}

/** A value the statements leave open, filled from valuesOf's names at each execution. */
export const placeholder = (name: string) => sql.placeholder(name);

/** The placeholders' values, by the names the statements give them. */
export function valuesOf(query: HotelQuery): Record<string, unknown> {
  return {
    pattern: query.text ? `%${escapeLike(query.text.toLowerCase())}%` : undefined,
    placeStateId: query.place?.stateId,
    placeKey: query.place?.key,
    checkIn: query.stay?.checkIn,
    checkOut: query.stay?.checkOut,
    minRating: query.minRating,
    // One placeholder however many: a shape per count would multiply the statements kept.
    amenities: JSON.stringify(query.amenities ?? []),
    minPriceKobo: query.minPriceKobo,
    maxPriceKobo: query.maxPriceKobo,
    noOffset: 0,
  };
}

/** `%` and `_` typed by a traveller are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
