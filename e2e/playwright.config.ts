import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));

/*
 * Guest journeys against the built app, served by the real API on a free port
 * with a fresh data folder (support/global-setup.ts), in Debian's Chromium:
 * never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Each worker's Chromium plus the API's embedded PostgreSQL: two fit the machines here.
  workers: 2,
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  // No retries: a test that passes only on its second try is a bug to find from its trace.
  retries: 0,
  // A whole test's limit, not an assertion's: the axe-and-screenshot specs run
  // several full-page scans and took 20-34 s on the 2-core CI machine, so 30 s
  // failed them on load alone (the car listing's at 1280 px, twice in a row).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Artifacts in a folder of their own: Playwright empties outputDir, and
  // test-results/ also holds the other levels' reports.
  // E2E_OUTPUT_DIR keeps two runs side by side (helpers, a second checkout) from emptying each other's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, 'test-results/e2e-artifacts'),
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.E2E_RESULTS_FILE ?? path.join(root, 'test-results/e2e-results.json'),
      },
    ],
  ],
  use: {
    // Set by global setup; workers load this file after it ran and inherit its environment.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
