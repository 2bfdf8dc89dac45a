import type { TDestinationSuggestion } from '@waka/shared/destinations/destination-suggestions';
import type { Database } from '../../db/database';
import { findHotelSuggestions, findPlaceSuggestions } from './destination-repository';

/**
 * What the search box offers for `typed` (docs/decisions/0030-destination-suggestions.md):
 * places first, the most hotels first among equally good matches, then hotels by name.
 * Case, accents and punctuation never matter; a small typo in a place's name does not.
 */
export async function suggestDestinations(
  db: Database,
  typed: string,
): Promise<TDestinationSuggestion[]> {
  const [places, hotels] = await Promise.all([
    findPlaceSuggestions(db, typed),
    findHotelSuggestions(db, typed),
  ]);
  return [...places, ...hotels.map((hotel) => ({ kind: 'hotel' as const, ...hotel }))];
}
