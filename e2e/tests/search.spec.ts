import { expect, test } from '../support/test';
import { hotelCards } from '../support/pages';

test('/rooms?destination=Lagos shows only Lagos hotels', async ({ page, request }) => {
  const everyHotel = (await (await request.get('/api/v1/hotels')).json()) as unknown[];

  await page.goto('/rooms?destination=Lagos');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lagos');
  const cards = hotelCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeLessThan(everyHotel.length);
  for (const card of await cards.all()) await expect(card).toContainText(/lagos/i);
});

test('a destination nothing matches shows No Hotel Found', async ({ page }) => {
  await page.goto('/rooms?destination=Atlantis-on-Sea');
  await expect(page.getByText('No Hotel Found')).toBeVisible();
});
