import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

for (const width of [360, 1280]) {
  test(`home at ${width}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 780 : 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-home/home-top-${width}.png` });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots-home/home-${width}.png`, fullPage: true });
    for (const [name, region] of [['offers', 'Exclusive Offers'], ['testimonials', 'What Our Guest Say'], ['flight', 'Book a Flight']] as const) {
      await page.getByRole('region', { name: region }).screenshot({ path: `/tmp/shots-home/${name}-${width}.png` });
    }
    const search = page.getByRole('search');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('region', { name: 'Stay Inspired' }).getByRole('button', { name: 'Subscribe' }).click();
    await page.screenshot({ path: `/tmp/shots-home/home-errors-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('region', { name: 'Find your stay, from Lagos to Kano' }).screenshot({ path: `/tmp/shots-home/hero-errors-${width}.png` });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, where: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
    await page.getByRole('region', { name: 'Stay Inspired' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-home/home-inspired-${width}.png` });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-home/footer-${width}.png` });
    await context.close();
  });
}
