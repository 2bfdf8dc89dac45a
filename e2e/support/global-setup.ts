import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The first start creates and seeds the embedded database: that takes a while.
const READY_WITHIN_MS = 60_000;

/**
 * Starts the real server on a free port with a fresh data folder, and returns
 * the teardown that stops it and removes the folder. Tests find the server at
 * process.env.E2E_BASE_URL (the config's baseURL).
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
  // WEB_DIST lets two builds be tested side by side; the default is the normal build.
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      'The web app is not built: run "npm run build" (npm run test:e2e does it for you).',
    );
  }

  const port = await freePort();
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'waka-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;

  // No DATABASE_URL: always the embedded database in the fresh folder, whatever the shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      // Every spec signs people up and books from the one address; the per-address limits are tested in the API suite.
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      WRITES_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(server);
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await teardown();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`);
  }
  // Warnings from the server are worth seeing after the run; echo them live from now on.
  server.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));

  process.env.E2E_BASE_URL = baseUrl;
  return teardown;
}

function notice(message: string): void {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! ${message}\n${bar}\n`);
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer GET /api/health with 200 within ${READY_WITHIN_MS / 1000} s.`,
  );
}

/** SIGTERM lets it close the database cleanly; SIGKILL if it has not gone in 10 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
