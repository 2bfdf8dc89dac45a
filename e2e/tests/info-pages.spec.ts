import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/*
 * The footer's pages (docs/product.md#information-pages): every footer link
 * opens a real page with its own tab title and heading, no dead items are
 * left, and each page reads at 360 and 1280 px with nothing off the side and
 * no serious accessibility finding.
 */

const shots = fileURLToPath(new URL('../../test-results/screenshots/info-pages/', import.meta.url));
test.setTimeout(180_000);

const PAGES = [
  { link: 'About Waka', path: '/about', says: 'booking site for people travelling in Nigeria' },
  { link: 'Partner with us', path: '/partner-with-us', says: 'I want to list my property' },
  { link: 'Help centre', path: '/help', says: 'Find your booking' },
  { link: 'Contact us', path: '/contact', says: '+234 800 000 9252' },
  { link: 'Cancellation options', path: '/cancellation-options', says: '48 hours' },
  { link: 'Terms of service', path: '/terms', says: 'Waka is a marketplace' },
  { link: 'Privacy policy', path: '/privacy', says: 'Nigeria Data Protection Act 2023' },
];

const footer = (page: Page) => page.getByRole('contentinfo');
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('every footer item opens a real page, titled, readable at 360 and 1280 px', async ({
  browser,
  baseURL,
}) => {
  // axe-core/playwright needs a page from a context made with browser.newContext().
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  // Nothing in the footer is a dead item: every entry of its lists is a link.
  const items = footer(page).getByRole('listitem');
  await expect(items).toHaveCount(PAGES.length + 1);
  for (const item of await items.all()) await expect(item.getByRole('link')).toHaveCount(1);
  for (const gone of ['Careers', 'Press', 'Safety', 'Cookie policy'])
    await expect(footer(page).getByText(gone, { exact: true })).toHaveCount(0);

  for (const { link, path: address, says } of PAGES) {
    await page.goto('/');
    await footer(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
    await expect(page).toHaveTitle(`${link} — Waka`);
    await expect(page.getByRole('main')).toContainText(says);
    const name = address.slice(1);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      await page.waitForTimeout(200);
      expect(await scrollsSideways(page), `${address} at ${width} px`).toBe(false);
      expect(await seriousViolations(page), `${address} at ${width} px`).toEqual([]);
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Opened directly, as from a link in an email, the page stands on its own.
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy policy — Waka');
  await expect(page.getByRole('link', { name: 'your account page' })).toHaveAttribute(
    'href',
    '/account',
  );
  await context.close();
});
