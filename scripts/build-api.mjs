#!/usr/bin/env node
// Bundles the API's TypeScript (apps/api/src and the @waka/shared sources it
// imports) into plain JavaScript in apps/api/dist, so that `npm start` runs it
// with node alone: a TypeScript loader at start-up cost seconds of CPU
// (bench/README.md#start-up). Packages from node_modules stay outside the bundle and load as
// usual. `npm start` calls buildApiIfStale(); by hand: node scripts/build-api.mjs
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
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

/** What the last build wrote down beside itself, or null when there is none. */
function readManifest() {
  try {
    return JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch {
    return null;
  }
}

/** The files the last build read, or null when there is no usable build. */
function lastBuildInputs() {
  const manifest = readManifest();
  if (!manifest) return null;
  try {
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

/**
 * Packages that stay in node_modules: WebAssembly, native or worker code found
 * by path, pg's optional native and Cloudflare sockets, and SDKs the API loads
 * only on first use (pdfkit, sharp, S3, Clerk, mail).
 */
const ALWAYS_EXTERNAL = [
  '@electric-sql/pglite',
  'pg-native',
  'pg-cloudflare',
  'pino',
  'thread-stream',
  'sharp',
  'pdfkit',
  '@aws-sdk/client-s3',
  '@clerk/backend',
  'nodemailer',
];

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports are bundled (fewer files for node to find and read at start;
 * bench/README.md#start-up) except node's own modules and the packages in
 * `external`; with `bundleDependencies` false, everything but @waka/* stays out.
 */
function packagesPlugin({ external, bundleDependencies }) {
  return {
    name: 'packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageOf(args.path);
        if (name.startsWith('@waka/')) return undefined;
        const bundled =
          bundleDependencies &&
          !args.path.startsWith('node:') &&
          !isBuiltin(args.path) &&
          !external.has(name);
        return bundled ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** A bundled file that looks for files beside itself would look beside the bundle instead. */
const FINDS_FILES_BESIDE_ITSELF =
  /\b__dirname\b|\b__filename\b|\bimport\.meta\b|\brequire\.resolve\b/;

/**
 * The packages of a first build that cannot be bundled: they find files beside
 * themselves or require by a computed name. Undefined when one of them could
 * not be loaded from apps/api/dist as a package (a nested copy): then nothing
 * from node_modules is bundled.
 */
function packagesToLeaveOut(result) {
  const leaveOut = new Set();
  const where = new Map();
  const flag = (file) => {
    const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (!match) return;
    leaveOut.add(match[2]);
    where.set(match[2], match[1]);
  };
  for (const file of Object.keys(result.metafile.inputs)) {
    if (
      file.includes('node_modules/') &&
      FINDS_FILES_BESIDE_ITSELF.test(fs.readFileSync(path.join(root, file), 'utf8'))
    )
      flag(file);
  }
  for (const warning of result.warnings) if (warning.location?.file) flag(warning.location.file);
  const hoisted = [...where.values()].every(
    (prefix) => prefix === 'node_modules/' || prefix === 'apps/api/node_modules/',
  );
  return hoisted ? leaveOut : undefined;
}

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
  const build = (plugin) =>
    esbuild.build({
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
      logLevel: 'silent',
      // Bundled CommonJS requires node's modules and the packages left out.
      banner: {
        js: "import { createRequire as __wakaCreateRequire } from 'node:module'; const require = __wakaCreateRequire(import.meta.url);",
      },
      plugins: [plugin, sourceUrlPlugin],
    });
  // Which packages to leave out is learnt from a build, and kept in the
  // manifest so that the next build starts from it and usually runs once.
  let leftOut = new Set([...ALWAYS_EXTERNAL, ...(readManifest()?.foundUnbundlable ?? [])]);
  let result = await build(packagesPlugin({ external: leftOut, bundleDependencies: true }));
  let more = packagesToLeaveOut(result);
  if (more?.size) {
    leftOut = new Set([...leftOut, ...more]);
    result = await build(packagesPlugin({ external: leftOut, bundleDependencies: true }));
    more = packagesToLeaveOut(result);
  }
  if (more === undefined || more.size) {
    // A package to leave out is not where the bundle can find it: bundle none.
    leftOut = new Set();
    result = await build(packagesPlugin({ external: leftOut, bundleDependencies: false }));
  }
  fs.mkdirSync(apiDist, { recursive: true });
  // Chunks before the entry that imports them, and the manifest last: a start
  // that reads the folder meanwhile sees the old build or the whole new one.
  const entryFirst = (file) => (file.path === apiEntry ? 1 : 0);
  const outputs = [...result.outputFiles].sort((a, b) => entryFirst(a) - entryFirst(b));
  for (const file of outputs) writeAtomically(file.path, file.contents);
  // A package's files are not watched one by one (their times say little after
  // an install): npm rewrites its lockfiles whenever the installed tree changes.
  const sources = Object.keys(result.metafile.inputs).filter(
    (file) => !file.includes('node_modules/'),
  );
  const lockfiles = ['package-lock.json', 'node_modules/.package-lock.json'].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
  const inputs = [...sources, ...recipeFiles, ...lockfiles].sort();
  const foundUnbundlable = [...leftOut].filter((name) => !ALWAYS_EXTERNAL.includes(name)).sort();
  writeAtomically(manifestPath, JSON.stringify({ inputs, foundUnbundlable }, null, 1));
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
