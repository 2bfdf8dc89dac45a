import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries, localGovernments, states } from '../../db/schema/places';

export function findStates(db: Database) {
  return db.select().from(states).orderBy(asc(states.name));
}

export async function stateExists(db: Database, stateId: number): Promise<boolean> {
  const found = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  return found.length > 0;
}

export function findLocalGovernments(db: Database, stateId: number) {
  return db
    .select({ id: localGovernments.id, name: localGovernments.name })
    .from(localGovernments)
    .where(eq(localGovernments.stateId, stateId))
    .orderBy(asc(localGovernments.name));
}

export function findCountries(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.name));
}
