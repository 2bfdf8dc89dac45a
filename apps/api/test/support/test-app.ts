import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { Database, Engine } from '../../src/db/database';
import type { ImageStore } from '../../src/features/uploads/image-store';
import type { HoldLimits } from '@waka/shared/hold-limits';
import { openDatabase, type OpenDatabase } from '../../src/db/open-database';
import { MailDrainer } from '../../src/lib/mail/mail-drainer';
import { emlFileTransport, type MailTransport } from '../../src/lib/mail/mail-transport';
import { adminUrl, createDatabaseFromTemplate, dropDatabase } from './postgres-databases';

export type TestContext = {
  app: App;
  db: Database;
  engine: Engine;
  url?: string;
  mailer: MailDrainer;
  mailFolder: string;
  /** Where this app keeps uploaded images (a temp folder, removed after the file). */
  uploadsDir: string;
};

/** The engine this project runs on (set per Vitest project). */
export const testEngine = (process.env.TEST_ENGINE ?? 'pglite') as Engine;

/**
 * A fresh, migrated database of this run's engine with places loaded and no
 * demo data, opened for one test file and closed (and dropped) after it.
 */
export async function openTestDatabase(
  options: { poolSize?: number } = {},
): Promise<OpenDatabase & { url?: string }> {
  if (testEngine === 'postgres') {
    const template = inject('postgresTemplate');
    const name = `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`;
    const url = await createDatabaseFromTemplate(template, name);
    const database = await openDatabase({
      engine: 'postgres',
      url,
      poolSize: options.poolSize ?? 10,
    });
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await dropDatabase(adminUrl(template), name);
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return openDatabase({ engine: 'pglite', memory: true, loadDataDir: new Blob([dump]) });
}

/** The API on a fresh database, for inject(); closed after the file. */
export const TEST_PUBLIC_URL = 'http://waka.test';

export async function createTestApp(
  options: {
    poolSize?: number;
    webDist?: string;
    mailTransport?: MailTransport;
    signInPerMinute?: number;
    clerk?: { publishableKey: string; secretKey: string; jwtKey?: string };
    publicUrl?: string;
    imageStore?: ImageStore;
    writesPerMinute?: number;
    trustProxy?: boolean;
    catalogueCacheBytes?: number;
    holdLimits?: Partial<HoldLimits>;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options);
  const mailFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-test-mail-'));
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-test-uploads-'));
  const mailer = new MailDrainer({
    db: database.db,
    transport: options.mailTransport ?? emlFileTransport(mailFolder),
    from: 'Waka <bookings@waka.test>',
    retryBaseMs: 50,
  });
  const app = await buildApp({
    db: database.db,
    versionDb: database.versionDb,
    engine: database.engine,
    mailer,
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    signInPerMinute: options.signInPerMinute,
    clerk: options.clerk,
    serveWeb: options.webDist !== undefined,
    webDist: options.webDist,
    uploadsDir,
    imageStore: options.imageStore,
    // Tests send many bookings from one address; the limit has its own test.
    writesPerMinute: options.writesPerMinute ?? 100_000,
    // Tests tell addresses apart by X-Forwarded-For, as a proxy would.
    trustProxy: options.trustProxy ?? true,
    catalogueCacheBytes: options.catalogueCacheBytes,
    holdLimits: options.holdLimits,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await mailer.stop();
    await database.close();
    await fs.rm(mailFolder, { recursive: true, force: true });
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
  return {
    app,
    db: database.db,
    engine: database.engine,
    url: database.url,
    mailer,
    mailFolder,
    uploadsDir,
  };
}
