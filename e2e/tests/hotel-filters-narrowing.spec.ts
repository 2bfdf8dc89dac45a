import { hotelCards } from '../support/pages';
import { nightly } from '../support/stays';
import { expect, test } from '../support/test';
import {
  hotelsFromApi,
  PAGE_SIZE,
  expectHotels,
  cardPrices,
  sidebar,
  sortSelect,
  searchOf,
  splitting,
  splittingAmenity,
} from '../support/hotel-filters';

/*
 * Filters and sort on /rooms (docs/product.md#hotel-list): a price range, a
 * star rating and an amenity each keep the hotels the API keeps, and sorting
 * by price lists non-decreasing prices. This spec books nothing.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('a price range lists only hotels within it, as the API answers', async ({ page, request }) => {
  const every = await hotelsFromApi(request);
  const prices = [...new Set(every.map((h) => h.minimumPrice))].sort((a, b) => a - b);
  expect(prices.length, 'hotels at three prices at least').toBeGreaterThanOrEqual(3);
  const minPrice = prices[Math.floor(prices.length / 4)]!;
  const maxPrice = prices[Math.ceil((prices.length * 3) / 4) - 1]!;
  const within = await hotelsFromApi(request, `minPrice=${minPrice}&maxPrice=${maxPrice}`);
  expect(within.length).toBeGreaterThan(0);
  expect(within.length).toBeLessThan(every.length);

  await page.goto('/rooms');
  await expectHotels(page, every);
  const filters = sidebar(page);
  await filters.getByLabel('Minimum price').fill(String(minPrice));
  await filters.getByLabel('Maximum price').fill(String(maxPrice));

  await expect(page).toHaveURL(new RegExp(`minPrice=${minPrice}&maxPrice=${maxPrice}`));
  await expectHotels(page, within);
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(minPrice);
    expect(price).toBeLessThanOrEqual(maxPrice);
  }
  for (const hotel of within.slice(0, PAGE_SIZE)) {
    await expect(hotelCards(page).filter({ hasText: hotel.hotelName }).first()).toContainText(
      nightly(hotel.minimumPrice),
    );
  }

  // A minimum above the maximum is refused with a message once the field is left,
  // and the list and the URL keep the last range that made sense.
  const min = filters.getByLabel('Minimum price');
  await min.fill(String(maxPrice + 1000));
  await min.blur();
  await expect(filters.getByLabel('Maximum price')).toHaveAccessibleDescription(
    /Maximum price must be at least the minimum price/,
  );
  await page.waitForTimeout(600);
  expect(searchOf(page).get('minPrice')).toBe(String(minPrice));
  await expectHotels(page, within);
});

test('a star rating keeps hotels with at least that many stars', async ({ page, request }) => {
  const every = await hotelsFromApi(request);
  const rating = splitting(
    [4, 3, 5, 2],
    (stars) => every.filter((h) => h.hotelRating >= stars).length,
    every.length,
  );
  const rated = await hotelsFromApi(request, `rating=${rating}`);
  expect(rated.every((h) => h.hotelRating >= rating)).toBe(true);

  await page.goto('/rooms');
  await sidebar(page)
    .getByRole('radio', { name: rating === 5 ? '5 Stars' : `${rating} Stars & up` })
    .check();

  await expect(page).toHaveURL(new RegExp(`rating=${rating}`));
  await expectHotels(page, rated);
});

test('an amenity keeps the hotels that have it', async ({ page, request }) => {
  const amenity = await splittingAmenity(request);
  const having = await hotelsFromApi(request, `amenities=${encodeURIComponent(amenity)}`);
  expect(having.every((h) => h.hotelAmenities.includes(amenity))).toBe(true);

  await page.goto('/rooms');
  const filters = sidebar(page);
  await filters.getByRole('button', { name: 'Show all 20 amenities' }).click();
  await expect(filters.getByRole('checkbox')).toHaveCount(20);
  await filters.getByRole('checkbox', { name: amenity, exact: true }).check();

  await expect.poll(() => searchOf(page).get('amenities')).toBe(amenity);
  await expectHotels(page, having);
});

test('sorting by price, low to high, lists non-decreasing prices', async ({ page, request }) => {
  const sorted = await hotelsFromApi(request, 'sort=price-asc');

  await page.goto('/rooms');
  await sortSelect(page).selectOption({ label: 'Price: low to high' });

  await expect.poll(() => searchOf(page).get('sort')).toBe('price-asc');
  await expectHotels(page, sorted);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await sortSelect(page).selectOption({ label: 'Rating: high to low' });
  await expectHotels(page, await hotelsFromApi(request, 'sort=rating-desc'));
});
