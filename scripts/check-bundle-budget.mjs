#!/usr/bin/env node
// The web's performance budget (bench/README.md#targets): the JavaScript each route loads
// before it can show anything, gzip-compressed, read from the build's
// .vite/manifest.json. It prints every route's figure and the home page's
// distance from its 90 KB target.
//
// It fails when the home page grows past HOME_CEILING_KB, today's figure with
// a little room: a ratchet. The 90 KB target is out of reach of this stack
// today (react-dom and react alone are 66 KB gzip, React Router 13 KB; see
// bench/web/README.md), and a level that always fails would hide every other
// regression. BUNDLE_BUDGET_STRICT=1 fails on the target itself. Lower the
// ceiling whenever the home page shrinks.
//
//   node scripts/check-bundle-budget.mjs [distDir] [--json file]
//
// "First load" is the entry chunk, every chunk it imports statically, the
// chunks main.tsx boots from one task at a time (the entry's own dynamic
// imports: react-dom, React Router, TanStack Query, the app), the route's own
// lazy chunk(s) and their static imports: what the browser must fetch before
// the route renders. Chunks loaded later by a dynamic import()
// (a dialog, a below-the-fold form, a zod schema checked once data arrives) do
// not count. Sizes are gzip at level 9, the files the build precompresses and
// the server sends; 1 KB = 1024 bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
const dist = path.resolve(args[0] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));

export const HOME_BUDGET_KB = 90;
export const HOME_CEILING_KB = 113;
const strict = process.env.BUNDLE_BUDGET_STRICT === '1';

/**
 * Each route's own lazy modules, from the build's first-load.json, which the
 * web app's FIRST_LOAD table (apps/web/src/app/first-load.ts) fills: the
 * routes whose HTML names their chunks are the routes measured here.
 */
function readRoutes() {
  const file = path.join(dist, 'first-load.json');
  if (!fs.existsSync(file)) {
    console.error(
      `No ${file}: build the web app first (npm run build; build/first-load-plugin.ts writes it).`,
    );
    process.exit(1);
  }
  const table = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(table).map(([route, { modules }]) => [route, modules]));
}

function readManifest() {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    console.error(
      `No ${file}: build the web app first (npm run build; vite.config.ts sets build.manifest).`,
    );
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The chunk files `keys` need before they run: themselves and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `${key} is not in the build manifest (was it renamed? update FIRST_LOAD in apps/web/src/app/first-load.ts)`,
      );
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const raw = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, zlib.gzipSync(raw, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const kb = (bytes) => bytes / 1024;

export function measureRoutes(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry chunk, found ${entries.join(', ')}`);
  // The entry and what it boots from: index.html preloads them all (build/first-load-plugin.ts).
  const entryFiles = staticClosure(manifest, [
    ...entries,
    ...(manifest[entries[0]].dynamicImports ?? []),
  ]);
  const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipBytes(file), 0);
  return Object.entries(readRoutes()).map(([route, modules]) => {
    const files = new Set([...entryFiles, ...staticClosure(manifest, modules)]);
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    return { route, chunks: files.size, gzipBytes: bytes, entryGzipBytes: entryBytes };
  });
}

const figures = measureRoutes(readManifest());
console.log(
  `First-load JavaScript per route (gzip -9, KB = 1024 bytes) in ${path.relative(root, dist) || dist}`,
);
console.log('| route | chunks | first-load JS gzip | of which shared entry |');
console.log('|---|---:|---:|---:|');
for (const f of figures) {
  console.log(
    `| ${f.route} | ${f.chunks} | ${kb(f.gzipBytes).toFixed(1)} KB | ${kb(f.entryGzipBytes).toFixed(1)} KB |`,
  );
}
const home = kb(figures.find((f) => f.route === '/').gzipBytes);
const withinTarget = home <= HOME_BUDGET_KB;
const withinCeiling = home <= HOME_CEILING_KB;
console.log(
  `home: ${home.toFixed(1)} KB; target ${HOME_BUDGET_KB} KB ${withinTarget ? 'met' : `MISSED by ${(home - HOME_BUDGET_KB).toFixed(1)} KB`}; ` +
    `ceiling ${HOME_CEILING_KB} KB ${withinCeiling ? 'held' : `BROKEN by ${(home - HOME_CEILING_KB).toFixed(1)} KB`}` +
    (strict ? ' (strict: the target decides)' : ''),
);
const ok = strict ? withinTarget : withinCeiling;
if (jsonFile) {
  fs.mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), homeTargetKB: HOME_BUDGET_KB, homeCeilingKB: HOME_CEILING_KB, homeKB: Number(home.toFixed(1)), routes: figures }, null, 2)}\n`,
  );
}
process.exit(ok ? 0 : 1);
