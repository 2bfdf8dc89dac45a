import type { APIRequestContext, Page } from '@playwright/test';
import { hotelCards } from './pages';
import { expect } from './test';

/*
 * What the hotel-filter specs share: hotels read from the API for the same
 * question /rooms asks (never assumed from the demo seed), the list's cards
 * and prices, and the filters' parts.
 */

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-filters';

export type ApiHotel = {
  hotelId: string;
  hotelName: string;
  minimumPrice: number;
  hotelRating: number;
  hotelAmenities: string[];
};

export async function hotelsFromApi(request: APIRequestContext, query = ''): Promise<ApiHotel[]> {
  const response = await request.get(`/api/v1/hotels${query ? `?${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiHotel[];
}

/** The names of the listed hotels, in order: waits until the list is the expected one. */
export const cardNames = (page: Page) => hotelCards(page).getByRole('heading', { level: 2 });

/** /rooms shows hotels 24 a page (HOTEL_PAGE_SIZE); the count above the list is the total. */
export const PAGE_SIZE = 24;

export async function expectHotels(page: Page, hotels: ApiHotel[]) {
  await expect(cardNames(page)).toHaveText(hotels.slice(0, PAGE_SIZE).map((h) => h.hotelName));
  await expect(page.getByRole('main').getByText(/^\d+ hotels?$/)).toHaveText(
    hotels.length === 1 ? '1 hotel' : `${hotels.length} hotels`,
  );
}

/** The "from" price each card shows, in naira, in list order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await hotelCards(page).locator('p', { hasText: '/night' }).allTextContents();
  return texts.map((text) => Number(/₦([\d,]+(?:\.\d+)?)/.exec(text)![1]!.replaceAll(',', '')));
}

/** The wide screen's filters, beside the list. */
export const sidebar = (page: Page) => page.getByRole('region', { name: 'Filters' });
export const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
export const filtersDialog = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
export const sortSelect = (page: Page) => page.getByLabel('Sort by');

export function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** A value that some hotels pass and some fail, so a filter visibly filters. */
export function splitting<T>(choices: T[], passes: (choice: T) => number, total: number): T {
  const found = choices.find((choice) => passes(choice) > 0 && passes(choice) < total);
  if (found === undefined) throw new Error('The hotels do not differ enough to test this filter');
  return found;
}

/** An amenity among the first ones shown that some hotels have and some lack. */
export async function splittingAmenity(request: APIRequestContext): Promise<string> {
  const every = await hotelsFromApi(request);
  return splitting(
    ['Swimming Pool', 'Fitness Center', 'Spa Services', 'Bar Lounge', 'Free Breakfast'],
    (name) => every.filter((h) => h.hotelAmenities.includes(name)).length,
    every.length,
  );
}
