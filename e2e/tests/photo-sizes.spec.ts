import { expect, test } from '../support/test';

/*
 * Photos at the width a page shows them
 * (docs/decisions/0012-photos-at-the-width-a-page-shows-them.md): cards ask
 * the server for their photo 640 px wide (GET /media/w/640/…, photo-url.ts),
 * not the stored photo (800 px for the demo, up to 1,600 for an upload); and
 * a resized copy that fails falls back to the photo itself, never to a broken
 * image.
 */
const firstCardPhoto = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('article').first().locator('img').first();

for (const path of ['/rooms', '/car-listing']) {
  test(`${path}: the cards show their photos 640 px wide`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const photo = firstCardPhoto(page);
    await expect(photo).toHaveAttribute(
      'src',
      /\/media\/w\/640\/demo\/(hotels|cars)\/[\w-]+\.webp$/,
    );
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(640);
  });
}

test('a resized copy that fails gives way to the photo itself', async ({ page }) => {
  await page.route('**/media/w/**', (route) => route.fulfill({ status: 500, body: 'no' }));
  await page.goto('/rooms');
  const photo = firstCardPhoto(page);
  await expect(photo).toHaveAttribute('src', /^\/media\/demo\/hotels\/[\w-]+\.webp$/);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(640);
});

/*
 * Every photo a page shows, scrolled from top to bottom so the lazy ones
 * load too: the home page's featured hotels and offers, and car hire's
 * premium carousel, ask for copies as the lists do. Only the placeholder is
 * ever whole (it is one small file).
 */
for (const path of ['/', '/car-hire-service']) {
  test(`${path}: no photo is fetched whole`, async ({ page }) => {
    const photos: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/media\/(demo|w)\//.test(pathname)) photos.push(pathname);
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    expect(photos.filter((photo) => photo.startsWith('/media/w/640/')).length).toBeGreaterThan(0);
    expect(
      photos.filter(
        (photo) => photo.startsWith('/media/demo/') && !photo.endsWith('/placeholder.webp'),
      ),
    ).toEqual([]);
  });
}
