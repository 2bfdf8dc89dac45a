import { expect, test } from '../support/test';

/*
 * Decision 0010: a page of hotels counts its matches only ten pages past its
 * start, and says when there are more (X-Total-Count-Exact: false). The demo
 * catalogue is far smaller than a bound of 240, so the server's own answer
 * gets those headers here; the API's counting is proven in
 * hotel-count-bound.integration.test.ts.
 */

test('a list that stopped counting reads "240+ hotels" and offers pages as far as it counted', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/hotels\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'x-total-count': '240', 'x-total-count-exact': 'false' },
    });
  });
  await page.goto('/rooms');
  await expect(page.getByRole('main').getByText('240+ hotels', { exact: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages of hotels' });
  // 240 counted, 24 a page: ten pages offered, none past them.
  await expect(pages.getByRole('link', { name: 'Page 10', exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 11', exact: true })).toHaveCount(0);
});

test('a list counted to its end says exactly how many', async ({ page, request }) => {
  const response = await request.get('/api/v1/hotels?page=1&pageSize=24');
  const total = Number(response.headers()['x-total-count']);
  expect(response.headers()['x-total-count-exact']).toBeUndefined();
  await page.goto('/rooms');
  await expect(page.getByRole('main').getByText(`${total} hotels`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/\+ hotels$/)).toHaveCount(0);
});
