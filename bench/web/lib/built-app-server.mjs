// The built web app served by the real server (npm start's scripts/start.mjs)
// on a fresh, seeded PGlite data folder, for the web benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server for `webDist`; resolves with its origin and a stop() that also removes its data. */
export async function startBuiltApp(webDist) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-web-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 100) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    await sleep(100);
  }
  await stop();
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** The four pages issue 7 names, with a real hotel of the seed for /rooms/{id}. */
export async function issuePages(origin) {
  const hotels = await (await fetch(`${origin}/api/v1/hotels`)).json();
  if (!Array.isArray(hotels) || hotels.length === 0)
    throw new Error('the seeded server lists no hotels');
  return {
    hotelId: hotels[0].hotelId,
    pages: ['/', '/rooms', `/rooms/${hotels[0].hotelId}`, '/car-listing'],
  };
}
