#!/usr/bin/env node
// Seconds from `npm start` (scripts/start.mjs) to the first 200 from
// /api/health, and the server's resident memory once idle. Run twice on one
// data folder: the first start creates and seeds the embedded database, the
// second is the everyday start on a seeded folder.
//
//   node bench/startup.mjs [--runs 3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-startup-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The node process serving the port: start.mjs itself, or its child when it spawns one (before issue 7's change). */
function serverPid(startPid) {
  const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return children ? Number(children.split(/\s+/)[0]) : startPid;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startOnce(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let seconds;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await sleep(10);
  }
  await sleep(5000);
  const rss = rssMb(serverPid(child.pid));
  console.log(`${label.padEnd(22)} ${seconds.toFixed(2)} s to the first 200 from /api/health; idle RSS ${rss.toFixed(0)} MB`);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return { seconds, rss };
}

try {
  await startOnce('first start (seeding)');
  for (let i = 1; i <= runs; i++) await startOnce(`seeded folder, run ${i}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
