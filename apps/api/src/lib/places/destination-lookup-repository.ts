import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { destinations } from '../../db/schema/destinations';

type PlaceRow = {
  kind: (typeof destinations.kind.enumValues)[number];
  stateId: number;
  key: string;
};

/**
 * A place's kind, state and key never change once its row is made (only its
 * count does, and rows are never deleted but by TRUNCATE of hotel), so each
 * process keeps the ones it has read, per database, and a search by place
 * costs no extra round trip after the first. Only places that exist are
 * kept, at most PLACES_KEPT (there are under 2,000 at 100,000 hotels).
 */
const kept = new WeakMap<Database, Map<number, PlaceRow>>();
const PLACES_KEPT = 10_000;

/**
 * The place a search by place names (docs/decisions/0030-destination-suggestions.md),
 * or undefined for an id no place has.
 */
export async function findPlaceById(db: Database, placeId: number): Promise<PlaceRow | undefined> {
  let places = kept.get(db);
  if (!places) kept.set(db, (places = new Map()));
  const known = places.get(placeId);
  if (known) return known;
  const [place] = await db
    .select({ kind: destinations.kind, stateId: destinations.stateId, key: destinations.key })
    .from(destinations)
    .where(eq(destinations.id, placeId));
  if (place && places.size < PLACES_KEPT) places.set(placeId, place);
  return place;
}
