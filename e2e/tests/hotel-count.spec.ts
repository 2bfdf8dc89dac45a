import { expect, test } from '../support/test';

/*
 * Decision 0009: a long list of hotels stops counting 1,000 past the page's
 * start (X-Total-Count-Exact: false). The demo catalogue is far smaller, so
 * the answer's headers are set here, on the server's own answer.
 */
test('a list that stopped counting says "1,000+ hotels" and pages as far as it counted', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/hotels\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'x-total-count': '1000', 'x-total-count-exact': 'false' },
    });
  });
  await page.goto('/rooms');
  await expect(page.getByRole('main').getByText('1,000+ hotels', { exact: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages of hotels' });
  // 1,000 hotels counted, 24 a page: 42 pages offered, and no page past them.
  await expect(pages.getByRole('link', { name: 'Page 42', exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 43', exact: true })).toHaveCount(0);
});

test('a list counted to its end says exactly how many', async ({ page }) => {
  await page.goto('/rooms');
  await expect(page.getByRole('main').getByText(/^\d+ hotels$/)).toBeVisible();
  await expect(page.getByRole('main').getByText(/\+ hotels$/)).toHaveCount(0);
});
