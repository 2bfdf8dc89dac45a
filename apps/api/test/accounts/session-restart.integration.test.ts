import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import { prepareDatabase } from '../../src/db/prepare-database';
import { MailDrainer } from '../../src/lib/mail/mail-drainer';
import { supportFooter } from '../../src/lib/mail/mail-footer';
import { emlFileTransport } from '../../src/lib/mail/mail-transport';
import { signUp } from '../support/accounts';
import {
  adminUrl,
  createDatabaseFromTemplate,
  databaseName,
  dropDatabase,
} from '../support/postgres-databases';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-session-restart-'));
let target: DatabaseTarget = { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') };
let removeDatabase = async () => {};
if (testEngine === 'postgres') {
  const template = inject('postgresTemplate');
  const url = await createDatabaseFromTemplate(
    template,
    `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`,
  );
  target = { engine: 'postgres', url };
  removeDatabase = () => dropDatabase(adminUrl(template), databaseName(url));
}
afterAll(async () => {
  await removeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Starts the API the way server.ts does: the secret from DATA_DIR, the database from its target. */
async function startServer() {
  const database = await openDatabase(target);
  await prepareDatabase(database, { seedDemoData: false });
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL });
  const mailer = new MailDrainer({
    db: database.db,
    transport: emlFileTransport(path.join(dataDir, 'mail')),
    from: 'Waka <t@waka.test>',
    footer: supportFooter(config.support, config.publicUrl),
  });
  const app = await buildApp(config, { database, mailer });
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      await mailer.stop();
      await database.close();
    },
  };
}

describe('sessions across an API restart', () => {
  it('keeps a signed-in person signed in', async () => {
    const first = await startServer();
    const signedIn = await signUp(first.app, 'hotelOwner');
    await first.stop();

    const second = await startServer();
    const session = await second.app.inject({
      url: '/api/v1/auth/get-session',
      headers: { cookie: signedIn.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()?.user).toMatchObject({ id: signedIn.userId, role: 'hotelOwner' });
    const dashboard = await second.app.inject({
      url: '/api/v1/owner/dashboard',
      headers: { cookie: signedIn.cookie },
    });
    expect(dashboard.statusCode).toBe(200);
    await second.stop();
  });
});
