import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadPlugin } from './build/first-load-plugin';
import { FIRST_LOAD } from './src/app/first-load';

// In development the API (npm run dev -w @waka/api, port 3000) serves /api and
// the demo images under /media; Vite proxies both so the app calls its own origin,
// exactly as it does in production where the API serves the built app.
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/media': api };

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const START = `${SRC}start.tsx`;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
/** The current build's start graph; emptied as each build starts (the app's, then the prerender's). */
let startGraphOfBuild: Set<string> | undefined;

/** Every module start.tsx imports statically, transitively: the app shell every page runs. */
function startGraph(graph: ModuleGraph): Set<string> {
  if (startGraphOfBuild) return startGraphOfBuild;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(START);
  startGraphOfBuild = found;
  return found;
}

export default defineConfig({
  plugins: [
    { name: 'waka-start-graph', buildStart: () => void (startGraphOfBuild = undefined) },
    react(),
    tailwindcss(),
    // Brotli and gzip files beside each text asset, at their best levels: the
    // server sends them as they are (@fastify/static preCompressed) instead of
    // compressing every answer again on two small cores. Not for the
    // prerender's own build, which is run, not served.
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    },
    // dist/first-load.json: what each page's HTML should ask for at once
    // (docs/decisions/0007-first-screen-in-the-html.md).
    firstLoadPlugin(FIRST_LOAD),
  ],
  resolve: {
    // `@/components/…`, `@/lib/…`: shared web code by one name from anywhere
    // (as tsconfig.json's paths), so a relative `../../` import can only mean
    // reaching into a sibling feature, which lint forbids.
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under dist/assets/: the server caches that folder for a year.
    assetsDir: 'assets',
    // .vite/manifest.json: which chunks each route loads first, for the bundle
    // budget in npm test (scripts/check-bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page loads, each in a chunk of its own, instead
        // of one 340 KB entry: a phone compiles and runs each module in its own
        // task, so no single task blocks the page for long (Lighthouse's total
        // blocking time; a trace of /car-listing at 4x CPU had one 141-216 ms
        // compile of the entry). Same bytes, a little more gzip overhead.
        codeSplitting: {
          groups: [
            // A group takes the modules it imports too: react-router's own
            // cookie parsers go with it. Named packages only, so nothing added
            // later (a lazily loaded devtools, say) lands in what every page loads.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            {
              name: 'tanstack-query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
            },
            // The app shell in one chunk (main.tsx imports it after the libraries, in a task of
            // its own). Left to itself the build splits the shell's modules that routes share
            // into a chunk each, since start.tsx is a dynamic import like the routes: 9 more
            // requests and 3.3 KB more gzip on every page.
            {
              // Our own modules only: Vite's preload helper, which the entry needs before
              // anything, would pull this chunk and the libraries into the entry's own task.
              name: (id, graph) =>
                id.startsWith(SRC) && startGraph(graph).has(id) ? 'start' : null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
