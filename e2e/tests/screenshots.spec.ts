import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const folder = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Scroll through the page so lazy images load, then back to the top (transparent header). */
async function loadEveryImage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

for (const width of [360, 1280]) {
  for (const [name, path] of [
    ['home', '/'],
    ['rooms', '/rooms'],
  ] as const) {
    test(`screenshot of ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 800 });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await loadEveryImage(page);
      await page.screenshot({ path: `${folder}${name}-${width}.png`, fullPage: true });
    });
  }
}
