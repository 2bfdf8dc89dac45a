import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The test every spec uses. When global setup found no Chromium (outside CI)
 * it marks each test skipped, before any browser is asked for.
 */
export const test = base.extend<{ skipWithoutChromium: void }>({
  skipWithoutChromium: [
    // Playwright reads a fixture's dependencies from this destructuring, so it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const why = process.env.E2E_SKIP;
      testInfo.skip(why !== undefined, why);
      await use();
    },
    { auto: true },
  ],
});
