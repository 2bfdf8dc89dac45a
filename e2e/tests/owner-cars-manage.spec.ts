import path from 'node:path';
import type { Route } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';
import { ownerPage, field } from '../support/owner';
import {
  shots,
  type Car,
  plate,
  toast,
  registerThroughApi,
  bookThroughApi,
  carEntry,
  openAction,
  fillRegistration,
} from '../support/owner-cars';

/*
 * The owner's fleet (docs/product.md#owner-cars,
 * docs/product.md#car-bookings): a car registered with an escort and a real
 * PNG is viewed, re-rated, kept while booked and deleted once free; another
 * is deleted; the booking shows in View Car Bookings.
 *
 * Bookings: pickup day 460 after Lagos’s today, on a car the test registers.
 */

test.describe.configure({ timeout: 120_000 });

test('an owner registers a car with an escort and a real PNG, views it, edits its rate, cannot delete it while booked, deletes another, and sees the booking', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await ownerPage(browser, baseURL);
  const licensePlate = plate();
  // The local governments, the upload and the saves answer a moment late (from the real
  // server), so 'Loading...', the progress, 'Registering...' and 'Saving...' can be seen.
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  };
  await page.route('**/api/v1/states/local-governments/**', late);
  await page.route('**/api/v1/uploads**', late);
  await page.route('**/api/v1/cars/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : late(route),
  );

  // 1. Register New Vehicle, with an escort and a photo uploaded to Waka itself.
  await page.goto('/owner/car-hire-registration');
  const main = page.getByRole('main');
  await fillRegistration(main, licensePlate);
  await page.screenshot({ path: path.join(shots, 'register-car-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Register Car' }).click();
  await expect(main.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  await expect(toast(page, 'car has been registered successfully for hire')).toBeVisible();
  // The form really starts over: values, the escort, the photo.
  await expect(field(main, 'Make')).toHaveValue('');
  await expect(field(main, 'License plate')).toHaveValue('');
  await expect(field(main, 'Body type')).toHaveValue('');
  await expect(field(main, 'State')).toHaveValue('');
  await expect(main.getByRole('checkbox', { name: 'Escort available' })).not.toBeChecked();
  await expect(field(main, 'Escort fee (₦ per day)')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Car image: chosen' })).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);

  const mine = (await (await page.request.get('/api/v1/cars/owner')).json()) as Car[];
  expect(mine).toHaveLength(1);
  const car = mine[0]!;
  expect(car).toMatchObject({
    make: 'Toyota',
    model: 'Land Cruiser Prado',
    licensePlate,
    hourlyRate: 8500,
    escortAvailable: true,
    escortPrice: 15000,
  });
  // Stored and served by Waka itself: a content-named WebP.
  expect(car.carImage).toMatch(/\/uploads\/[0-9a-f]+\.webp$/);
  expect((await page.request.get(car.carImage)).status()).toBe(200);

  // The same plate again: the server refuses, and the page says so in the registration's words.
  await fillRegistration(main, licensePlate, { checkLoading: false });
  await main.getByRole('button', { name: 'Register Car' }).click();
  const taken = `A car with license plate ${licensePlate} is already registered`;
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to register car: ' })).toHaveText(
    `Failed to register car: ${taken}`,
  );
  await expect(main.getByText(taken, { exact: true })).toBeVisible();
  await expect(field(main, 'Make')).toHaveValue('Toyota');
  expect((await (await page.request.get('/api/v1/cars/owner')).json()) as Car[]).toHaveLength(1);

  // 2. View cars lists it; View Details shows it in naira.
  await page.goto('/owner/view-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'List of Cars' })).toBeVisible();
  const row = carEntry(page, licensePlate);
  await expect(row).toContainText('Toyota Land Cruiser Prado 2022');
  await expect(row).toContainText(naira.format(8500));
  await expect(row).toContainText(`${naira.format(15000)} a day`);
  await openAction(page, licensePlate, 'View Details');
  const details = page.getByRole('dialog', { name: 'Toyota Land Cruiser Prado 2022' });
  await expect(details).toContainText(licensePlate);
  await expect(details).toContainText(naira.format(95000));
  await expect(details).toContainText(naira.format(600000));
  await expect(details).toContainText('Plot 12, Aminu Kano Crescent, Wuse 2');
  await expect(details).not.toContainText('$');
  await page.screenshot({ path: path.join(shots, 'car-details-1280.png') });
  expect(await seriousViolations(page)).toEqual([]);
  // Two ways out: the corner's × and the Close at the foot.
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toHaveCount(0);

  // 3. Edit the hourly rate.
  await openAction(page, licensePlate, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Toyota Land Cruiser Prado 2022' });
  await field(edit, 'Hourly rate (₦)').fill('9250.5');
  await page.screenshot({ path: path.join(shots, 'edit-car-1280.png') });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(toast(page, 'car Edited successfully!')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(naira.format(9250.5));
  const editedCar = { ...car, hourlyRate: 9250.5 };

  // 4. A guest hires it for 3 hours (day 460); now it cannot be deleted.
  const booking = await bookThroughApi(page, editedCar, 460, 3);
  expect(booking.totalPrice).toBe(27751.5);
  await openAction(page, licensePlate, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(`Toyota Land Cruiser Prado 2022 (${licensePlate})`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    `Toyota Land Cruiser Prado (${licensePlate}) has 1 upcoming booking, so it cannot be deleted. Past bookings are always kept.`,
  );
  await page.screenshot({ path: path.join(shots, 'delete-refused-1280.png') });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  // 5. A car without bookings goes after Confirm Deletion, for guests too.
  const spare = await registerThroughApi(page);
  await page.reload();
  await expect(carEntry(page, spare.licensePlate)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'view-cars-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await openAction(page, spare.licensePlate, 'Delete');
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, `Honda Accord 2020 (${spare.licensePlate}) was deleted.`)).toBeVisible();
  await expect(carEntry(page, spare.licensePlate)).toHaveCount(0);
  expect((await page.request.get(`/api/v1/cars/${spare.carId}`)).status()).toBe(404);
  await page.reload();
  await expect(carEntry(page, spare.licensePlate)).toHaveCount(0);
  await expect(carEntry(page, licensePlate)).toBeVisible();

  // 6. View Car Bookings shows the hire with the right values.
  await page.goto('/owner/view-car-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Car Bookings' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Car bookings' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Booking',
    'Car',
    'Customer',
    'Pickup',
    'Length',
    'Total',
    'Payment',
  ]);
  const bookingRow = table.getByRole('row').filter({ hasText: booking.reference });
  const pickupDay = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${lagosDate(460)}T00:00:00Z`));
  await expect(bookingRow.getByRole('cell')).toHaveText([
    `Toyota Land Cruiser Prado 2022${licensePlate}`,
    'Chidi Okafor08035551234chidi.okafor@example.ng',
    `${pickupDay}10:00 to 13:00`,
    '3 hours',
    naira.format(27751.5),
    /^Not paidHeld until \d\d:\d\d \(Lagos time\)Confirm payment received/,
  ]);
  await expect(bookingRow.getByRole('rowheader')).toHaveText(
    new RegExp(`^${booking.reference}Booked \\d{2}-\\d{2}-\\d{4}\\d{2}:\\d{2} [AP]M$`),
  );
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'car-bookings-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the car an owner registers with an escort, then re-rates, can be deleted', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await ownerPage(browser, baseURL);
  const licensePlate = plate();
  await page.goto('/owner/car-hire-registration');
  const main = page.getByRole('main');
  await fillRegistration(main, licensePlate, { checkLoading: false });
  await main.getByRole('button', { name: 'Register Car' }).click();
  await expect(toast(page, 'car has been registered successfully for hire')).toBeVisible();

  await page.goto('/owner/view-cars');
  const row = carEntry(page, licensePlate);
  await expect(row).toContainText(naira.format(8500));
  await openAction(page, licensePlate, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Toyota Land Cruiser Prado 2022' });
  await field(edit, 'Hourly rate (₦)').fill('9900');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'car Edited successfully!')).toBeVisible();
  await expect(row).toContainText(naira.format(9900));

  await openAction(page, licensePlate, 'Delete');
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    toast(page, `Toyota Land Cruiser Prado 2022 (${licensePlate}) was deleted.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await (await page.request.get('/api/v1/cars/owner')).json()).toEqual([]);
  await context.close();
});
