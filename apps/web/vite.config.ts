import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// In development the API (npm run dev -w @waka/api, port 3000) serves /api and
// the demo images under /media; Vite proxies both so the app calls its own origin,
// exactly as it does in production where the API serves the built app.
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/media': api };

/*
 * The built app renders with Preact (preact/compat) instead of react-dom
 * (issue 7: the home page's first JavaScript must stay under 90 KB gzip, and
 * react-dom alone is 62 KB of it; Preact with its compat layer is about 10).
 * The code is written against React 19's API and types as before; only the
 * renderer under it changes, and only in builds: the dev server keeps React
 * and its fast refresh. The one React 19 feature the app uses that Preact
 * lacks, a page's <title> moving into <head>, `src/lib/document-title.ts`
 * adds; `src/lib/preact-client.ts`, the build's `react-dom/client`, installs
 * it. The end-to-end tests run against the build, so they test what
 * travellers get. WEB_RENDERER=react builds on React itself (to compare, or to
 * rule Preact out of a bug); the app runs on either unchanged.
 */
const preactInsteadOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./src/lib/preact-client.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip files beside each text asset, at their best levels: the
    // server sends them as they are (@fastify/static preCompressed) instead of
    // compressing every answer again on two small cores.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // `@/components/…`, `@/lib/…`: shared web code by one name from anywhere
    // (as tsconfig.json's paths), so a relative `../../` import can only mean
    // reaching into a sibling feature, which lint forbids.
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build' && process.env.WEB_RENDERER !== 'react' ? preactInsteadOfReact : []),
    ],
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
  },
}));
