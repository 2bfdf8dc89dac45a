import { count } from 'drizzle-orm';
import type { Database } from '../database';
import { countries, localGovernments, states } from '../schema/places';
import nigeriaStates from './data/nigeria-states.json' with { type: 'json' };
import worldCountries from './data/countries.json' with { type: 'json' };

/**
 * Loads Nigeria's states and local governments and the world's countries
 * (docs/product.md#places) into an empty database. Shipped with the product, so no network.
 */
export async function seedPlaces(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(states);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(states).values(nigeriaStates.map((s) => ({ id: s.stateId, name: s.name })));
    await tx
      .insert(localGovernments)
      .values(
        nigeriaStates.flatMap((s) =>
          s.localGovernments.map((name) => ({ stateId: s.stateId, name })),
        ),
      );
    await tx.insert(countries).values(worldCountries.map((c) => ({ code: c.code, name: c.name })));
  });
}
