import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type ConfigVariable } from '../../src/config';
import type { Database, Engine } from '../../src/db/database';
import type { ImageStore } from '../../src/features/uploads/image-store';
import { openDatabase, type OpenDatabase } from '../../src/db/open-database';
import { MailDrainer } from '../../src/lib/mail/mail-drainer';
import { supportFooter } from '../../src/lib/mail/mail-footer';
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
 * The most connections one test file's pool may open. PostgreSQL here
 * allows 100 clients, and two test files run at once (vitest.config.ts
 * maxWorkers): two race tests with pools of 60 once took them all, and a
 * request failed with "sorry, too many clients already". Two files at 40,
 * with the version connections, the three-process test's servers and the
 * runner's own, stay under it.
 */
export const MOST_CONNECTIONS_PER_FILE = 40;

/**
 * A fresh, migrated database of this run's engine with places loaded and no
 * demo data, opened for one test file and closed (and dropped) after it.
 */
export async function openTestDatabase(
  options: { poolSize?: number } = {},
): Promise<OpenDatabase & { url?: string }> {
  if ((options.poolSize ?? 0) > MOST_CONNECTIONS_PER_FILE) {
    throw new Error(`A test file's pool may hold at most ${MOST_CONNECTIONS_PER_FILE} connections`);
  }
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

export const TEST_PUBLIC_URL = 'http://waka.test';

/**
 * What a test app differs in from the server's defaults, as environment
 * variables; a test adds its own (createTestApp's `env`).
 */
const TEST_ENV = {
  PUBLIC_URL: TEST_PUBLIC_URL,
  BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
  MAIL_FROM: 'Waka <bookings@waka.test>',
  // Tests send many bookings from one address; the limit has its own test.
  WRITES_PER_MINUTE: '100000',
  // Tests tell addresses apart by X-Forwarded-For, as a proxy would.
  TRUST_PROXY: 'true',
} satisfies TestEnv;

export type TestEnv = Partial<Record<ConfigVariable, string>>;

/**
 * The API on a fresh database, for inject(); closed after the file. Its
 * configuration is loadConfig's, from TEST_ENV and `env`, with DATA_DIR a temp
 * folder (uploads and mail land there).
 */
export async function createTestApp(
  options: {
    /** Environment variables for this app, as the server reads them (config.ts). */
    env?: TestEnv;
    poolSize?: number;
    /** Serve the built web app from this folder (WEB_DIST). */
    webDist?: string;
    mailTransport?: MailTransport;
    imageStore?: ImageStore;
    /** The clock the cancellation policy reads; the machine's when not given. */
    now?: () => Date;
  } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-test-'));
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist,
    ...options.env,
  });
  const mailFolder = path.join(dataDir, 'mail');
  await fs.mkdir(mailFolder);
  await fs.mkdir(config.uploadsDir);
  const database = await openTestDatabase(options);
  const mailer = new MailDrainer({
    db: database.db,
    transport: options.mailTransport ?? emlFileTransport(mailFolder),
    from: config.mailFrom,
    footer: supportFooter(config.support, config.publicUrl),
    retryBaseMs: 50,
  });
  const app = await buildApp(config, {
    database,
    mailer,
    serveWeb: options.webDist !== undefined,
    imageStore: options.imageStore,
    now: options.now,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await mailer.stop();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    db: database.db,
    engine: database.engine,
    url: database.url,
    mailer,
    mailFolder,
    uploadsDir: config.uploadsDir,
  };
}
