import { test as base, expect } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The test every spec uses. When global setup found no Chromium (outside CI)
 * it marks each test skipped, before any browser is asked for. A page that
 * breaks the server's Content-Security-Policy (an inline script, a foreign
 * image) fails its test: Chromium reports each refusal on the console.
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
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy refusals').toEqual([]);
  },
});
