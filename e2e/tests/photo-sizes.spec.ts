import { expect, test } from '../support/test';

/*
 * Issue 7 ("images in modern formats and sizes"): cards ask the server for
 * their photo 640 px wide (GET /media/w/640/…, photo-url.ts), not the stored
 * photo (800 px for the demo, up to 1,600 for an upload); and a resized copy
 * that fails falls back to the photo itself, never to a broken image.
 */
const firstCardPhoto = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('article').first().locator('img').first();

for (const path of ['/rooms', '/car-listing']) {
  test(`${path}: the cards show their photos 640 px wide`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const photo = firstCardPhoto(page);
    await expect(photo).toHaveAttribute('src', /\/media\/w\/640\/demo\/(hotels|cars)\/[\w-]+\.webp$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  });
}

test('a resized copy that fails gives way to the photo itself', async ({ page }) => {
  await page.route('**/media/w/**', (route) => route.fulfill({ status: 500, body: 'no' }));
  await page.goto('/rooms');
  const photo = firstCardPhoto(page);
  await expect(photo).toHaveAttribute('src', /^\/media\/demo\/hotels\/[\w-]+\.webp$/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(640);
});
