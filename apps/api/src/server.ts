import path from 'node:path';
import { buildApp } from './app';
import { requestForLog } from './lib/log-privacy';
import { createS3ImageStore, s3PublicUrl } from './features/uploads/s3-image-store';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import type { Database } from './db/database';
import { loadOrCreateSecret } from './lib/auth/local-secret';
import { MailDrainer } from './lib/mail/mail-drainer';
import { emlFileTransport, smtpTransport } from './lib/mail/mail-transport';

function createMailer(db: Database, config: Config): MailDrainer {
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : emlFileTransport(path.join(config.dataDir, 'mail'));
  return new MailDrainer({ db, transport, from: config.mailFrom });
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

  const database = await openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl }
      : { engine: 'pglite', dataDir: config.dataDir },
  );
  const { seededDemo } = await prepareDatabase(database, { seedDemoData: config.seedDemo });

  const mailer = createMailer(database.db, config);
  const app = await buildApp({
    db: database.db,
    engine: database.engine,
    mailer,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret ?? (await loadOrCreateSecret(config.dataDir)),
    trustedOrigins: config.trustedOrigins,
    signInPerMinute: config.authAttemptsPerMinute,
    webDist: config.webDist,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    imageStore: config.s3 && createS3ImageStore(config.s3),
    imageOrigins: config.s3 ? [new URL(s3PublicUrl(config.s3)).origin] : [],
    writesPerMinute: config.writesPerMinute,
    trustProxy: config.trustProxy,
    clerk: config.clerk,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Emails, phones and names in query strings stay out of the log (issue 8).
      serializers: { req: requestForLog },
    },
  });
  if (seededDemo) app.log.info('Seeded the demo marketplace into an empty database');
  mailer.attachLog(app.log);
  mailer.start();
  app.log.info(`Mail goes out as ${mailer.describe}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    await app.close();
    await mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Waka is ready at ${config.publicUrl} on ${where}`);
  if (config.s3) app.log.info(`Uploaded images go to the bucket ${config.s3.bucket}`);
}

await main();
