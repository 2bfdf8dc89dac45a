import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database';
import { prepareDatabase } from '../../src/db/prepare-database';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import { hotels } from '../../src/db/schema/hotels';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/db/open-database';
import {
  adminUrl,
  createDatabaseFromTemplate,
  databaseName,
  dropDatabase,
} from '../support/postgres-databases';
import { testEngine } from '../support/test-app';

/** A place the server would keep its data: a PGlite folder, or a PostgreSQL database. */
async function serverStorage(): Promise<{ target: DatabaseTarget; remove: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const template = inject('postgresTemplate');
    const url = await createDatabaseFromTemplate(
      template,
      `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`,
    );
    return {
      target: { engine: 'postgres', url },
      remove: () => dropDatabase(adminUrl(template), databaseName(url)),
    };
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-restart-'));
  return {
    target: { engine: 'pglite', dataDir: folder },
    remove: () => fs.rm(folder, { recursive: true, force: true }),
  };
}

const storage = await serverStorage();
afterAll(() => storage.remove());

describe('the database across a server restart', () => {
  it('keeps what was written, and does not seed twice', async () => {
    const first = await openDatabase(storage.target);
    expect(await prepareDatabase(first, { seedDemoData: true })).toEqual({ seededDemo: true });
    await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.ng' });
    const [seeded] = await first.db.select({ n: count() }).from(hotels);
    await first.close();

    const second = await openDatabase(storage.target);
    expect(await prepareDatabase(second, { seedDemoData: true })).toEqual({ seededDemo: false });
    const kept = await second.db.select().from(newsletterSubscriptions);
    expect(kept.map((k) => k.email)).toEqual(['kept@example.ng']);
    const [afterRestart] = await second.db.select({ n: count() }).from(hotels);
    expect(afterRestart!.n).toBe(seeded!.n);
    await second.close();
  });
});
