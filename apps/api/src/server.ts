import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { MailDrainer } from './lib/mail/mail-drainer';

/**
 * What start-up needs once the database is open. Imported while it opens
 * (bench/README.md#start-up): PGlite compiles its WebAssembly off the main thread meanwhile.
 */
async function importTheRest() {
  const [app, prepare, drainer, footer, transport, photos] = await Promise.all([
    import('./app'),
    import('./db/prepare-database'),
    import('./lib/mail/mail-drainer'),
    import('./lib/mail/mail-footer'),
    import('./lib/mail/mail-transport'),
    import('./features/uploads/resize-photo'),
  ]);
  return { ...app, ...prepare, ...drainer, ...footer, ...transport, ...photos };
}

type TheRest = Awaited<ReturnType<typeof importTheRest>>;

function createMailer(db: Database, config: Config, rest: TheRest): MailDrainer {
  const transport = config.smtpUrl
    ? rest.smtpTransport(config.smtpUrl)
    : rest.emlFileTransport(path.join(config.dataDir, 'mail'));
  return new rest.MailDrainer({
    db,
    transport,
    from: config.mailFrom,
    footer: rest.supportFooter(config.support, config.publicUrl),
  });
}

/**
 * Start-up: read the configuration, open the database (PGlite in DATA_DIR, or
 * PostgreSQL when DATABASE_URL is set), migrate, seed an empty one, listen.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const [database, rest] = await Promise.all([
    openDatabase(
      config.databaseUrl
        ? { engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { engine: 'pglite', dataDir: config.dataDir },
    ),
    importTheRest(),
  ]);
  // One process at a time, so processes starting together neither race to migrate nor seed twice.
  const seededDemo = await database.oneAtATime(async () => {
    const prepared = await rest.prepareDatabase(database, { seedDemoData: config.seedDemo });
    // Its photos' resized copies come with the demo (resize-photo.ts).
    if (prepared.seededDemo) await rest.makeDemoPhotoCopies(config.uploadsDir);
    return prepared.seededDemo;
  });

  const mailer = createMailer(database.db, config, rest);
  const app = await rest.buildApp(config, { database, mailer, log: true, serveWeb: true });
  if (seededDemo) app.log.info('Seeded the demo marketplace into an empty database');
  mailer.attachLog(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    await app.close();
    await app.holdSweeper.stop();
    await mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // After listening: its first look at the outbox need not delay the first answer.
  mailer.start();
  app.refundRequester.start();
  app.log.info(`Mail goes out as ${mailer.describe}`);
  // Likewise after listening: the first sweep releases holds that ran out while the server was down.
  app.holdSweeper.attachLog(app.log);
  app.holdSweeper.start();
  // The search index reads the whole listing now, so the first traveller's search need not wait for it (docs/decisions/0031).
  app.hotelIndex
    ?.readListing()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'The search index could not read the listing yet'),
    );
  const where =
    database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Waka is ready at ${config.publicUrl} on ${where}`);
  if (config.s3) app.log.info(`Uploaded images go to the bucket ${config.s3.bucket}`);
}

await main();
