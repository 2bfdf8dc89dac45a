import type { Page } from '@playwright/test';

/** The public navigation bar (the only element carrying data-solid). */
export const publicHeader = (page: Page) => page.locator('header[data-solid]');

/** The 12 featured hotel cards on the home page. */
export const featuredHotels = (page: Page) =>
  page.getByRole('region', { name: 'Featured Destination' }).getByRole('listitem');

/** The hotel cards of /rooms. */
export const hotelCards = (page: Page) => page.getByRole('main').getByRole('article');
