import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries, localGovernments, states } from '../../db/schema/places';

/* Lookups that check where a hotel or a car says it is (docs/product.md#places); names match whatever their case. */

export async function findCountryByName(db: Database, name: string) {
  const [country] = await db
    .select()
    .from(countries)
    .where(sql`lower(${countries.name}) = ${name.toLowerCase()}`);
  return country;
}

export async function findStateById(db: Database, stateId: number) {
  const [state] = await db.select().from(states).where(eq(states.id, stateId));
  return state;
}

export async function findStateByName(db: Database, name: string) {
  const [state] = await db
    .select()
    .from(states)
    .where(sql`lower(${states.name}) = ${name.toLowerCase()}`);
  return state;
}

export async function findLocalGovernmentByName(db: Database, stateId: number, name: string) {
  const [localGovernment] = await db
    .select()
    .from(localGovernments)
    .where(
      and(
        eq(localGovernments.stateId, stateId),
        sql`lower(${localGovernments.name}) = ${name.toLowerCase()}`,
      ),
    );
  return localGovernment;
}
