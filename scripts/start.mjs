#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its
// sources (unless WEB_DIST points at a build of its own), bundles the API into
// plain JavaScript when that is missing or stale (scripts/build-api.mjs), then
// runs the API server on PORT (3000), which serves the web app too. No
// TypeScript loader at start-up: see bench/README.md#start-up.
//
// On PostgreSQL it runs one server process per core (WEB_CONCURRENCY sets how
// many) under Node's cluster module, which shares the port between them; the
// builds happen here, once, before any starts. On the embedded PGlite database
// it runs one, in this process: PGlite cannot share its data folder
// (docs/decisions/0029-every-core-and-shared-limits.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiBuildIsStale, apiEntry, buildApi } from './build-api.mjs';
import { processCount, runCluster } from './start-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Decided before the builds, so a mistyped WEB_CONCURRENCY stops at once.
const processes = processCount(process.env);
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...webSources.map((s) => newestChange(path.join(root, s))));
// With WEB_DIST set, the web app was built elsewhere (a deploy, a bench): serve it as it is.
if (!process.env.WEB_DIST && changedAt > builtAt) {
  console.log(
    builtAt
      ? 'The web app changed since its last build; building it…'
      : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (apiBuildIsStale()) {
  console.log(
    fs.existsSync(apiEntry)
      ? 'The API changed since its last build; building it…'
      : 'Building the API (first start)…',
  );
  await buildApi();
}

// The server resolves DATA_DIR, WEB_DIST and the like from the working directory, as before.
process.chdir(root);
if (processes === 1) await import(pathToFileURL(apiEntry).href);
else runCluster(apiEntry, processes);
