import { expect, test } from '../support/test';
import { publicHeader, signUpThroughApi } from '../support/pages';

test('a reload of /rooms/xyz serves the app, not a server 404', async ({ page }) => {
  const first = await page.goto('/rooms/xyz');
  expect(first?.status()).toBe(200);
  await expect(publicHeader(page)).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByText('Hotel not found')).toBeVisible();
});

test('an unknown page says so inside the app', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(publicHeader(page)).toBeVisible();
});

test('owner pages have no public header', async ({ page }) => {
  await signUpThroughApi(page, 'hotelOwner');
  await page.goto('/owner/view-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'List of Cars' })).toBeVisible();
  await expect(publicHeader(page)).toHaveCount(0);
});

test('a page opened afresh starts at its top, not where another page was scrolled', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 5000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.goto('/rooms');
  // Once the app has drawn the hotels (when ScrollRestoration would have moved the page).
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
