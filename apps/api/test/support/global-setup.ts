import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database';
import { migrateDatabase } from '../../src/db/migrate';
import { seedPlaces } from '../../src/db/seed/seed-places';
import { adminUrl, dropRunDatabases, requireTestDatabaseUrl } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    runId: string;
  }
}

/**
 * Builds one migrated template per run: a PGlite data-dir dump that each test
 * file loads (3–5 s once, instead of per file), or the run's PostgreSQL
 * database, which each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const engine = process.env.TEST_ENGINE ?? project.config.env?.TEST_ENGINE;
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  project.provide('runId', runId);

  if (engine === 'postgres') {
    const url = requireTestDatabaseUrl();
    const template = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
    await migrateDatabase(template);
    await seedPlaces(template.db);
    await template.close();
    project.provide('postgresTemplate', url);
    project.provide('pgliteTemplate', '');
    return async () => dropRunDatabases(adminUrl(url), runId);
  }

  const template = await openDatabase({ engine: 'pglite', memory: true });
  await migrateDatabase(template);
  await seedPlaces(template.db);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-pglite-template-'));
  const dumpFile = path.join(folder, 'template.tar.gz');
  await fs.writeFile(dumpFile, Buffer.from(await (await template.dumpDataDir!()).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', dumpFile);
  project.provide('postgresTemplate', '');
  return async () => fs.rm(folder, { recursive: true, force: true });
}
