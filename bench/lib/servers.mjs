// Starts the servers a benchmark measures, each in its own process, and waits
// until they answer. Every start hands back a stop() that ends that process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForAnswer(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopper(child, cleanup = () => undefined) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

export async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'hello-world-server.mjs')],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

/**
 * Waka's API server as `npm start` runs it (scripts/start.mjs spawns exactly
 * this: node --import tsx apps/api/src/server.ts), on PostgreSQL when
 * `databaseUrl` is given and on a PGlite folder otherwise. Requests are not
 * logged (LOG_LEVEL=warn), as a bench of the request path wants. `root` may
 * be another checkout (a git worktree of an older commit), to measure a
 * before and an after in the same conditions.
 */
export async function startWaka({ databaseUrl, seedDemo = false, env = {}, root = ROOT } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      // One address sends every request here; the abuse limit on bookings
      // (docs/product.md#security) would answer 429 after its first few, and it is the booking
      // path, not the limiter, that the bench measures.
      WRITES_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/api/health`, child, 120);
  return {
    url,
    pid: child.pid,
    stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * Waka as `npm start` runs it (scripts/start.mjs), serving the built web app
 * `webDist` on a fresh, seeded PGlite folder: what a traveller's browser
 * gets, for the web benchmarks. Its PUBLIC_URL is its own address, so its
 * photos are rewritten to the sizes a page shows (decision 0012).
 */
export async function startBuiltApp(webDist) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-web-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitForAnswer(`${url}/api/health`, child, 120);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: url, stop };
}
