import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/*
 * The home page as a traveller sees it, top to bottom at a phone's and a
 * laptop's width, with the search form's and the newsletter's messages
 * showing: screenshots to look at, and an axe scan of that state.
 */
const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const shot = (name: string) => path.join(shots, name);

for (const width of [360, 1280]) {
  test(`home at ${width}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 768 ? 780 : 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: shot(`home-top-${width}.png`) });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot(`home-${width}.png`), fullPage: true });
    for (const [name, region] of [
      ['offers', 'Exclusive Offers'],
      ['testimonials', 'What Our Guest Say'],
      ['flight', 'Book a Flight'],
    ] as const) {
      await page
        .getByRole('region', { name: region })
        .screenshot({ path: shot(`${name}-${width}.png`) });
    }
    const search = page.getByRole('search');
    await search.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('region', { name: 'Stay Inspired' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await page.screenshot({ path: shot(`home-errors-${width}.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('region', { name: 'Find your stay, from Lagos to Kano' })
      .screenshot({ path: shot(`hero-errors-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Stay Inspired' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`home-inspired-${width}.png`) });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`footer-${width}.png`) });
    await context.close();
  });
}
