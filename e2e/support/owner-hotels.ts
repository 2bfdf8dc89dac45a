import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { field, ownerPage as openOwnerPage, unique } from './owner';
import { expect } from './test';

/*
 * What the owner-hotels specs share: the registration's required messages, a
 * hotel made through the API, uploads answered with an image the site
 * already serves, and the registration form's parts. Every test signs up an
 * owner of its own, so the lists hold only that owner's hotels; nothing
 * depends on the demo seed.
 */

export const photo = fileURLToPath(
  new URL('../../apps/api/assets/demo/hotels/hotel-01.webp', import.meta.url),
);

export const REQUIRED = [
  'Hotel name is required',
  'Contact number is required',
  'Description is required',
  'Address is required',
  'Image is required',
  'State is required',
  'Local government is required',
  'City is required',
  'Rating is required',
  'property minimum price is required',
  'property type is required',
];

export const alerts = (scope: Page | Locator) => scope.getByRole('alert');

export type Hotel = {
  hotelId: string;
  hotelName: string;
  hotelImage: string;
  state: string;
  localGov: string;
  hotelAmenities: string[];
};

/**
 * POST /uploads is the product's own (docs/product.md#images). While it is not there yet, only
 * that call is answered here, with an image the site already serves; the
 * delay lets the progress bar be seen either way.
 */
export async function serveUploads(page: Page, { delayMs = 0 }: { delayMs?: number } = {}) {
  const probe = await page.request.post('/api/v1/uploads', { multipart: {} });
  const missing = probe.status() === 404;
  const image = ((await (await page.request.get('/api/v1/hotels')).json()) as Hotel[])[0]!
    .hotelImage;
  await page.route('**/api/v1/uploads**', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (missing) await route.fulfill({ status: 201, json: { secure_url: image } });
    else await route.continue();
  });
  return { image, mocked: missing };
}

/** A hotel of this page's owner, straight through the API (for the tests that start from one). */
export async function registerThroughApi(page: Page, overrides: Record<string, unknown> = {}) {
  const image = ((await (await page.request.get('/api/v1/hotels')).json()) as Hotel[])[0]!
    .hotelImage;
  const response = await page.request.post('/api/v1/hotels', {
    data: {
      hotelName: `Marina Court ${unique()}`,
      hotelContactNo: '08031234567',
      hotelDescription: 'Quiet rooms by the marina.',
      hotelAddress: '3 Marina Road',
      country: 'Nigeria',
      state: 'Lagos',
      localGov: 'Lagos Island',
      city: 'Lagos',
      hotelRating: 4,
      minimumPrice: 30000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: image,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Hotel;
}

export const form = (page: Page) => page.getByRole('main');

/** Fills every field of the registration except the place and the image. */
export async function fillDetails(scope: Locator, name: string) {
  await field(scope, 'Hotel name').fill(name);
  await field(scope, 'Contact number').fill('08031234567');
  await field(scope, 'Property type').selectOption('hotel');
  await field(scope, 'Rating').selectOption({ label: '4 Stars' });
  await field(scope, 'Minimum price (₦ per night)').fill('52000');
  await field(scope, 'Address').fill('14 Adetokunbo Ademola Street, Victoria Island');
  await field(scope, 'Description').fill('Bright rooms a short walk from the beach.');
  await scope.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await scope.getByRole('checkbox', { name: 'Free Parking' }).check();
}

export async function choosePlace(scope: Locator, state: string, localGov: string) {
  await field(scope, 'State').selectOption(state);
  await expect(field(scope, 'Local government')).toBeEnabled();
  await field(scope, 'Local government').selectOption(localGov);
  await field(scope, 'City').fill('Lagos');
}

/** A page signed in as a new owner, in a context of its own. */
export const ownerPage = (browser: Browser, baseURL: string | undefined, width = 1280) =>
  openOwnerPage(browser, baseURL, width, 800);
