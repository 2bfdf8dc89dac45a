#!/usr/bin/env node
// Bundles the API's TypeScript (apps/api/src and the @waka/shared sources it
// imports) into plain JavaScript in apps/api/dist, so that `npm start` runs it
// with node alone: a TypeScript loader at start-up cost about 2 s of CPU
// (issue 7). Packages from node_modules stay outside the bundle and load as
// usual. `npm start` calls buildApiIfStale(); by hand: node scripts/build-api.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDist = path.join(root, 'apps/api/dist');
export const apiEntry = path.join(apiDist, 'server.js');
const manifestPath = path.join(apiDist, 'build-inputs.json');
/** Besides the bundled sources: what changes the bundle without being one of them. */
const recipeFiles = [
  'scripts/build-api.mjs',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'apps/api/tsconfig.json',
];

/** The files the last build read, or null when there is no usable build. */
function lastBuildInputs() {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    return { builtAt: fs.statSync(manifestPath).mtimeMs, inputs: manifest.inputs };
  } catch {
    return null;
  }
}

/** True when apps/api/dist is missing, or older than a file it was built from (or one is gone). */
export function apiBuildIsStale() {
  const last = lastBuildInputs();
  if (!last || !fs.existsSync(apiEntry)) return true;
  for (const input of last.inputs) {
    try {
      if (fs.statSync(path.join(root, input)).mtimeMs > last.builtAt) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * The API finds some files next to its sources (migrations, fonts, demo
 * images, the web build) through import.meta.url; in the bundle that would be
 * apps/api/dist. Each such source gets its own URL back, relative to the
 * bundle so that a moved checkout still works.
 */
const sourceUrlPlugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(apiDist, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Every bare import stays external (node_modules) except the workspace's own TypeScript packages. */
const externalPackagesPlugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@waka/') ? undefined : { path: args.path, external: true },
    );
  },
};

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Builds apps/api/dist from apps/api/src/server.ts. */
export async function buildApi() {
  // esbuild comes with tsx (a dependency of @waka/api): resolved through it, not through hoisting.
  const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  const esbuild = await import(pathToFileURL(requireFromTsx.resolve('esbuild')).href);
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { server: 'apps/api/src/server.ts' },
    outdir: apiDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    tsconfig: 'apps/api/tsconfig.json',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackagesPlugin, sourceUrlPlugin],
  });
  fs.mkdirSync(apiDist, { recursive: true });
  // Chunks before the entry that imports them, and the manifest last: a start
  // that reads the folder meanwhile sees the old build or the whole new one.
  const entryFirst = (file) => (file.path === apiEntry ? 1 : 0);
  const outputs = [...result.outputFiles].sort((a, b) => entryFirst(a) - entryFirst(b));
  for (const file of outputs) writeAtomically(file.path, file.contents);
  const inputs = [...Object.keys(result.metafile.inputs), ...recipeFiles].sort();
  writeAtomically(manifestPath, JSON.stringify({ inputs }, null, 1));
  const kept = new Set([
    ...outputs.map((file) => path.basename(file.path)),
    path.basename(manifestPath),
  ]);
  for (const name of fs.readdirSync(apiDist)) {
    if (!kept.has(name)) fs.rmSync(path.join(apiDist, name), { force: true, recursive: true });
  }
  return { seconds: (Date.now() - startedAt) / 1000 };
}

/** Builds the API when apps/api/dist is missing or older than its sources; true when it built. */
export async function buildApiIfStale() {
  if (!apiBuildIsStale()) return false;
  await buildApi();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { seconds } = await buildApi();
  console.log(`Built the API into ${path.relative(root, apiDist)} in ${seconds.toFixed(1)} s`);
}
