import { expect, test } from '../support/test';
import { featuredHotels, hotelCards } from '../support/pages';

test('the home page features exactly 12 hotels', async ({ page }) => {
  await page.goto('/');
  await expect(featuredHotels(page)).toHaveCount(12);
});

test('View All Destinations goes to /rooms and lists every hotel, 24 a page', async ({
  page,
  request,
}) => {
  const everyHotel = (await (await request.get('/api/v1/hotels')).json()) as {
    hotelName: string;
  }[];
  expect(everyHotel.length).toBeGreaterThan(24);

  await page.goto('/');
  await page.getByRole('link', { name: 'View All Destinations' }).click();

  await expect(page).toHaveURL(/\/rooms$/);
  await expect(hotelCards(page)).toHaveCount(24);
  const count = page.getByRole('main').getByText(/^\d+ hotels$/);
  await expect(count).toBeVisible();
  // The count is every hotel, not the page: at least the catalogue read above (other specs add hotels meanwhile).
  expect(Number((await count.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(
    everyHotel.length,
  );

  // The second page holds the next ones, oldest first, and has its own address.
  const pages = page.getByRole('navigation', { name: 'Pages of hotels' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/rooms\?page=2$/);
  await expect(hotelCards(page).getByRole('heading').first()).toHaveText(everyHotel[24]!.hotelName);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(hotelCards(page).getByRole('heading').first()).toHaveText(everyHotel[0]!.hotelName);
});

test('a featured card opens its hotel, carrying the hotel along', async ({ page }) => {
  await page.goto('/');
  const firstCard = featuredHotels(page).first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();

  await firstCard.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a failed hotel load shows the server’s message, and Try again recovers', async ({ page }) => {
  await page.route('**/api/v1/hotels?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'UNAVAILABLE',
        message: 'Hotels are resting. Back in a moment.',
      }),
    }),
  );
  await page.goto('/');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Hotels are resting. Back in a moment.');

  await page.unroute('**/api/v1/hotels?*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(featuredHotels(page)).toHaveCount(12);
});
