import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { destinations } from '../../db/schema/destinations';

/**
 * The place a search by place names (docs/decisions/0030-destination-suggestions.md),
 * or undefined for an id no place has.
 */
export async function findPlaceById(db: Database, placeId: number) {
  const [place] = await db
    .select({ kind: destinations.kind, stateId: destinations.stateId, key: destinations.key })
    .from(destinations)
    .where(eq(destinations.id, placeId));
  return place;
}
