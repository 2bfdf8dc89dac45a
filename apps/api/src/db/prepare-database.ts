import { migrateDatabase } from './migrate';
import type { OpenDatabase } from './open-database';
import { seedDemo } from './seed/seed-demo';
import { seedPlaces } from './seed/seed-places';

/** Migrates, loads the places, and (if asked) seeds an empty marketplace. */
export async function prepareDatabase(
  database: OpenDatabase,
  { seedDemoData }: { seedDemoData: boolean },
): Promise<{ seededDemo: boolean }> {
  await migrateDatabase(database);
  await seedPlaces(database.db);
  const seededDemo = seedDemoData ? await seedDemo(database.db) : false;
  return { seededDemo };
}
