import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * Three suites: unit (shared rules and web pieces), and the API integration
 * tests once per engine. The PostgreSQL suite runs whenever
 * TEST_DATABASE_URL is set (scripts/test.mjs insists on it under CI=true).
 */
const integration = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `integration-${engine}`,
    include: ['apps/api/test/**/*.integration.test.ts'],
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // PGlite takes ~1 GB per instance; two workers fit the 2-core machines here.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            // The web's pure logic (no DOM), beside the code it checks: lib/ and each feature.
            'apps/web/src/**/*.test.ts',
          ],
          environment: 'node',
        },
        // The web's own alias, as apps/web/tsconfig.json and vite.config.ts read it.
        resolve: {
          alias: [
            { find: /^@\//, replacement: fileURLToPath(new URL('apps/web/src/', import.meta.url)) },
          ],
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
