import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { hotelCards } from '../support/pages';

type Hotel = { hotelName: string; city: string; state: string; hotelAddress: string };

/** The catalogue's Lagos hotels: Lagos in the name, city, state or address. */
async function lagosHotels(request: APIRequestContext) {
  const everyHotel = (await (await request.get('/api/v1/hotels')).json()) as Hotel[];
  const lagos = everyHotel.filter((h) =>
    [h.hotelName, h.city, h.state, h.hotelAddress].some((text) => /lagos/i.test(text)),
  );
  return { everyHotel, names: lagos.map((h) => h.hotelName) };
}

test('/rooms?destination=Lagos shows only Lagos hotels', async ({ page, request }) => {
  const before = await lagosHotels(request);

  await page.goto('/rooms?destination=Lagos');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lagos');
  const cards = hotelCards(page);
  await expect(cards.first()).toBeVisible();
  // A Lagos-state hotel may show only its city (Ikeja), so names are compared with the
  // catalogue, read before and after: other specs add Lagos hotels meanwhile.
  // The first page (24, HOTEL_PAGE_SIZE) holds the oldest matches: the catalogue's.
  const firstPage = before.names.slice(0, 24);
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(firstPage.length);
  const shown = await cards.getByRole('heading').allTextContents();
  const after = await lagosHotels(request);
  for (const name of firstPage) expect(shown).toContain(name);
  for (const name of shown) expect(after.names).toContain(name);
  expect(shown.length).toBeLessThanOrEqual(24);
  expect(shown.length).toBeLessThan(after.everyHotel.length);
});

test('a destination nothing matches shows No Hotel Found', async ({ page }) => {
  await page.goto('/rooms?destination=Atlantis-on-Sea');
  await expect(page.getByText('No Hotel Found')).toBeVisible();
});
