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
