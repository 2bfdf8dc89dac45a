import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { ownerPage } from '../support/owner';
import { registerThroughApi, bookThroughApi, carEntry } from '../support/owner-cars';

/*
 * Owners apart (docs/product.md#roles): owner A never sees owner B’s cars or
 * car bookings, and cannot change them.
 *
 * Bookings: pickup day 465 after Lagos’s today, on a car the test registers.
 */

test.describe.configure({ timeout: 120_000 });

test('owner A never sees owner B’s cars or car bookings, and cannot change them', async ({
  browser,
  baseURL,
}) => {
  const b = await ownerPage(browser, baseURL);
  const carOfB = await registerThroughApi(b.page);
  const bookingOfB = await bookThroughApi(b.page, carOfB, 465, 2);

  const a = await ownerPage(browser, baseURL);
  await a.page.goto('/owner/view-cars');
  await expect(a.page.getByText('You have not registered a car yet')).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Register Car' }).last()).toHaveAttribute(
    'href',
    '/owner/car-hire-registration',
  );
  await expect(a.page.getByText(carOfB.licensePlate)).toHaveCount(0);
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.goto('/owner/view-car-booking');
  await expect(a.page.getByText('No car bookings yet')).toBeVisible();
  await expect(a.page.getByText(bookingOfB.reference)).toHaveCount(0);
  expect(await seriousViolations(a.page)).toEqual([]);

  // The API says the same: A's lists are empty, B's car is not A's to change.
  expect(await (await a.page.request.get('/api/v1/cars/owner')).json()).toEqual([]);
  const bookingsOfA = await a.page.request.get('/api/v1/carbooking/owner');
  expect(await bookingsOfA.json()).toEqual([]);
  expect(bookingsOfA.headers()['x-total-count']).toBe('0');
  expect((await a.page.request.delete(`/api/v1/cars/${carOfB.carId}`)).status()).toBe(404);

  // B sees both.
  await b.page.goto('/owner/view-car-booking');
  await expect(b.page.getByRole('table', { name: 'Car bookings' })).toContainText(
    bookingOfB.reference,
  );
  await b.page.goto('/owner/view-cars');
  await expect(carEntry(b.page, carOfB.licensePlate)).toBeVisible();
  await Promise.all([a.context.close(), b.context.close()]);
});
