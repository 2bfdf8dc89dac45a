import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The first start creates and seeds the embedded database: that takes a while.
const READY_WITHIN_MS = 60_000;

/** The built web app the servers serve; WEB_DIST lets two builds be tested side by side. */
export const webDist = () => process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

export type RunningServer = {
  baseUrl: string;
  /** Its fresh data folder: the database, and the mail as .eml files under mail/. */
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
};

/**
 * Starts the real server on a free port with a fresh data folder and the
 * embedded database, and waits until it answers. `env` adds or overrides
 * settings (a spec's own server with short holds, say).
 */
export async function startServer(
  options: { env?: Record<string, string>; echo?: boolean } = {},
): Promise<RunningServer> {
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
      WEB_DIST: webDist(),
      // Every spec signs people up and books from the one address; the per-address limits are tested in the API suite.
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      WRITES_PER_MINUTE: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const stopAll = async () => {
    await stop(server);
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stopAll();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`);
  }
  if (options.echo ?? true) {
    // Warnings from the server are worth seeing after the run; echo them live from now on.
    server.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  }
  return { baseUrl, dataDir, stop: stopAll };
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
