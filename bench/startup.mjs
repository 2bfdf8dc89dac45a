#!/usr/bin/env node
// Seconds from `npm start` (scripts/start.mjs) to the first 200 from
// /api/health, the CPU seconds it used to get there (all its processes and
// threads: a figure a busy machine inflates far less than the wall clock),
// the 1-minute load average when it started, and the server's resident memory
// once idle. Run twice on one data folder: the first start creates and seeds
// the embedded database, the second is the everyday start on a seeded folder.
//
//   node bench/startup.mjs [--runs 3] [--root /tmp/waka-before]
// --root starts another checkout's scripts/start.mjs (e.g. a git worktree of an older commit).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const option = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const root = path.resolve(
  option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waka-startup-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The node process serving the port: start.mjs itself, or its child when it spawns one (before the change in bench/README.md#start-up). */
function serverPid(startPid) {
  const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return children ? Number(children.split(/\s+/)[0]) : startPid;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds of a process and its live descendants, plus its children that have exited. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  let seconds = ticks / TICKS_PER_SECOND;
  for (const child of children ? children.split(/\s+/) : []) seconds += cpuSeconds(Number(child));
  return seconds;
}

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startOnce(label) {
  const load = loadAverage();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let seconds;
  let cpu;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) {
        seconds = (performance.now() - started) / 1000;
        cpu = cpuSeconds(child.pid);
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
  console.log(
    `${label.padEnd(22)} ${seconds.toFixed(2)} s to the first 200 from /api/health, ${cpu.toFixed(2)} s of CPU; load ${load}; idle RSS ${rss.toFixed(0)} MB`,
  );
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return { seconds, cpu, rss };
}

try {
  await startOnce('first start (seeding)');
  for (let i = 1; i <= runs; i++) await startOnce(`seeded folder, run ${i}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
