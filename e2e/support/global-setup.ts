import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium';
import { startServer, webDist } from './server';

/**
 * Starts the real server on a free port with a fresh data folder, and returns
 * the teardown that stops it and removes the folder. Tests find the server at
 * process.env.E2E_BASE_URL (the config's baseURL), and its data folder (the
 * mail it wrote, under mail/) at process.env.E2E_DATA_DIR.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    const why = `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
    if (process.env.CI === 'true')
      throw new Error(`End-to-end tests cannot run under CI=true: ${why}`);
    notice(`SKIPPING the end-to-end tests: ${why}`);
    // Read by support/test.ts, which marks every test skipped.
    process.env.E2E_SKIP = why;
    return;
  }
  if (!fs.existsSync(path.join(webDist(), 'index.html'))) {
    throw new Error(
      'The web app is not built: run "npm run build" (npm run test:e2e does it for you).',
    );
  }

  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}

function notice(message: string): void {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! ${message}\n${bar}\n`);
}
