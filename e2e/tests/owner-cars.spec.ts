import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe';
import { signUpThroughApi } from '../support/pages';
import { lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The owner's fleet (issue 6 item 5; spec §2 owner car screens, §5 car
 * registration and car edit, §8): Register New Vehicle with its messages and
 * its photo rules, View cars with View Details, Edit and Delete, and View Car
 * Bookings. Every test signs up owners of its own, so the lists hold only
 * their cars; nothing depends on the demo seed but one of its photos.
 *
 * Bookings: pickup days 560, 565, 570, 575 and 578 (all within 560–580) after Lagos’s today, on cars these tests register.
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-owner-cars';
const demoCar = fileURLToPath(
  new URL('../../apps/api/assets/demo/cars/car-02.webp', import.meta.url),
);
/** A real PNG photo of a car, well under 2 MB. */
const carPng = async () => ({
  name: 'toyota-prado.png',
  mimeType: 'image/png',
  buffer: await sharp(demoCar).resize({ width: 800 }).png().toBuffer(),
});

const REGISTRATION_REQUIRED = [
  'Make is required',
  'Model is required',
  'Year is required',
  'License plate is required',
  'Color is required',
  'Mileage is required',
  'Fuel type is required',
  'Transmission is required',
  'Body type is required',
  'Category is required',
  'Hourly rate is required',
  'Daily rate is required',
  'Weekly rate is required',
  'State is required',
  'Local government is required',
  'City is required',
  'Please enter a pickup address',
  'Image URL is required',
];

const ABUJA = {
  state: 'Federal Capital Territory',
  localGov: 'Abuja Municipal Area Council',
  city: 'Abuja',
};

type Car = {
  carId: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  hourlyRate: number;
  dailyRate: number;
  escortAvailable: boolean;
  escortPrice: number | null;
  carImage: string;
};

test.describe.configure({ timeout: 120_000 });

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
/** Capital letters, digits and a hyphen, never the same twice (plates are unique). */
const plate = () => `ABJ-${unique()}`;
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function touch(locator: Locator) {
  await locator.focus();
  await locator.blur();
}

async function ownerPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 780 : 900 },
  });
  const page = await context.newPage();
  await signUpThroughApi(page, 'hotelOwner');
  return { context, page };
}

/** A car of this page's owner, straight through the API, with a demo photo the site serves. */
async function registerThroughApi(page: Page, overrides: Record<string, unknown> = {}) {
  const [seeded] = (await (
    await page.request.get('/api/v1/cars/allcars?page=1&pageSize=1')
  ).json()) as Car[];
  const response = await page.request.post('/api/v1/cars/registration', {
    data: {
      make: 'Honda',
      model: 'Accord',
      year: 2020,
      licensePlate: plate(),
      color: 'Silver',
      mileage: 42000,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      bodyType: 'Sedan',
      category: 'Economy',
      dailyRate: 45000,
      hourlyRate: 6000,
      weeklyRate: 280000,
      escortAvailable: false,
      ...ABUJA,
      pickupAddress: '5 Ademola Adetokunbo Crescent, Wuse 2',
      carImage: seeded!.carImage,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Car;
}

/** Hires the car through the API, as a guest would: `hours` from `pickupTime` (10:00) on the given day. */
async function bookThroughApi(
  page: Page,
  car: Car,
  day: number,
  hours: number,
  pickupTime = '10:00',
) {
  const response = await page.request.post('/api/v1/carbooking/book', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      carId: car.carId,
      pickupDate: lagosDate(day),
      pickupTime,
      hours,
      fullName: 'Chidi Okafor',
      phone: '08035551234',
      email: 'chidi.okafor@example.ng',
      specialRequests: '',
      totalPrice: (Math.round(car.hourlyRate * 100) * hours) / 100,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { reference: string; totalPrice: number; createdAt: string };
}

/** The row (wide screens) or card (narrow ones) of a car in View cars. */
const carEntry = (page: Page, licensePlate: string) =>
  page.getByRole('main').locator('tr, li').filter({ hasText: licensePlate });

async function openAction(page: Page, licensePlate: string, action: string) {
  await carEntry(page, licensePlate)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function fillVehicle(scope: Locator, licensePlate: string) {
  await field(scope, 'Make').fill('Toyota');
  await field(scope, 'Model').fill('Land Cruiser Prado');
  await field(scope, 'Year').fill('2022');
  await field(scope, 'License plate').fill(licensePlate);
  await field(scope, 'Mileage (km)').fill('18500');
  await field(scope, 'Color').selectOption('Black');
  await field(scope, 'Fuel type').selectOption('Diesel');
  await field(scope, 'Transmission').selectOption('Automatic');
  await field(scope, 'Body type').selectOption('SUV');
  await field(scope, 'Category').selectOption('Luxury');
}

/** Fills Register New Vehicle for a black Prado in Abuja with an escort, and uploads its PNG photo. */
async function fillRegistration(
  main: Locator,
  licensePlate: string,
  { checkLoading = true }: { checkLoading?: boolean } = {},
) {
  await fillVehicle(main, licensePlate);
  await field(main, 'Hourly rate (₦)').fill('8500');
  await field(main, 'Daily rate (₦)').fill('95000');
  await field(main, 'Weekly rate (₦)').fill('600000');
  await main.getByRole('checkbox', { name: 'Escort available' }).check();
  await field(main, 'Escort fee (₦ per day)').fill('15000');
  await field(main, 'State').selectOption(ABUJA.state);
  if (checkLoading)
    await expect(field(main, 'Local government').locator('option').first()).toHaveText(
      'Loading...',
    );
  await expect(field(main, 'Local government')).toBeEnabled();
  await field(main, 'Local government').selectOption(ABUJA.localGov);
  await field(main, 'City').fill(ABUJA.city);
  await field(main, 'Pickup address').fill('Plot 12, Aminu Kano Crescent, Wuse 2');
  await field(main, 'Car image').setInputFiles(await carPng());
  if (checkLoading) {
    // The upload is held a moment by the test: its progress shows and the form waits for it.
    await expect(
      main.getByRole('progressbar', { name: 'Uploading toyota-prado.png' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Uploading image...' })).toBeDisabled();
  }
  await expect(main.getByText('Image uploaded.')).toBeVisible();
}

test('Register New Vehicle shows every §5 message on touch, refuses the wrong photos before sending them, and the Edit car rules', async ({
  page,
}) => {
  await signUpThroughApi(page, 'hotelOwner');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/uploads')) uploads.push(request.url());
  });
  await page.goto('/owner/car-hire-registration');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Register New Vehicle' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(field(main, 'Country')).toHaveValue('Nigeria');
  await expect(field(main, 'Body type').locator('option')).toHaveText([
    'Select body type',
    'SUV',
    'Sedan',
    'Hatchback',
    'MUV',
    'Coupe',
    'Convertible',
    'Van',
  ]);
  await expect(field(main, 'Category').locator('option')).toHaveText([
    'Select category',
    'Economy',
    'Luxury',
    'SUV',
    'Van',
  ]);
  // The escort fee hides until the box is ticked.
  await expect(field(main, 'Escort fee (₦ per day)')).toHaveCount(0);

  await main.getByRole('button', { name: 'Register Car' }).click();
  for (const message of REGISTRATION_REQUIRED)
    await expect(main.getByText(message, { exact: true })).toBeVisible();

  // One at a time, on touch.
  await page.reload();
  const touched = async (label: string, message: string, value?: string) => {
    const input = field(main, label);
    if (value !== undefined) await input.fill(value);
    await touch(input);
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  };
  await touched('Make', 'Make is required');
  await touched('Model', 'Model is required');
  await touched('Year', 'Year is required');
  await touched('Year', 'Year must be 2000 or later', '1999');
  const lagosYear = Number(lagosDate(0).slice(0, 4));
  await touched('Year', 'Year cannot be in the future', String(lagosYear + 2));
  await field(main, 'Year').fill(String(lagosYear + 1));
  await expect(main.getByText('Year cannot be in the future')).toHaveCount(0);
  await touched('License plate', 'License plate is required');
  await touched('License plate', 'Invalid license plate format', 'abj-123');
  await field(main, 'License plate').fill('ABJ-123-XY');
  await expect(main.getByText('Invalid license plate format')).toHaveCount(0);
  await touched('Mileage (km)', 'Mileage is required');
  await touched('Mileage (km)', 'Mileage cannot be negative', '-1');
  await touched('Color', 'Color is required');
  await touched('Fuel type', 'Fuel type is required');
  await touched('Transmission', 'Transmission is required');
  await touched('Body type', 'Body type is required');
  await touched('Category', 'Category is required');
  await touched('Hourly rate (₦)', 'Hourly rate is required');
  await touched('Hourly rate (₦)', 'Must be at least ₦10', '9.99');
  await touched('Daily rate (₦)', 'Daily rate is required');
  await touched('Weekly rate (₦)', 'Weekly rate is required');
  await touched('State', 'State is required');
  await touched('City', 'City is required');
  await touched('Pickup address', 'Please enter a pickup address');
  await touched('Car image', 'Image URL is required');
  await field(main, 'State').selectOption(ABUJA.state);
  await expect(field(main, 'Local government')).toBeEnabled();
  await touched('Local government', 'Local government is required');

  await main.getByRole('checkbox', { name: 'Escort available' }).check();
  await touched('Escort fee (₦ per day)', 'Escort price is required when escort is available');
  await main.getByRole('checkbox', { name: 'Escort available' }).uncheck();
  await expect(main.getByText('Escort price is required when escort is available')).toHaveCount(0);

  // The country list works; cars are hired out in Nigeria only.
  await field(main, 'Country').selectOption('Ghana');
  await touch(field(main, 'Country'));
  await expect(main.getByText('Cars can be listed for hire in Nigeria only')).toBeVisible();
  await field(main, 'Country').selectOption('');
  await touch(field(main, 'Country'));
  await expect(main.getByText('Country is required', { exact: true })).toBeVisible();

  // The photo: JPEG or PNG up to 2 MB, refused here before anything is sent.
  await field(main, 'Car image').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
  });
  await expect(main.getByText('The car image must be 2 MB or smaller')).toBeVisible();
  await field(main, 'Car image').setInputFiles(demoCar);
  await expect(main.getByText('The car image must be a JPEG or PNG file')).toBeVisible();
  await field(main, 'Car image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(main.getByText('The car image must be a JPEG or PNG file')).toBeVisible();
  expect(uploads).toEqual([]);
  await expect(main.getByRole('list', { name: 'Car image: chosen' })).toHaveCount(0);

  // The server enforces the same 2 MB for a car photo, whatever a client does.
  const tooBig = await page.request.post('/api/v1/uploads?purpose=car', {
    multipart: {
      file: {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1024, 1),
      },
    },
  });
  expect(tooBig.status()).toBe(413);

  // The Edit car rules (spec §5 Car edit), on a car of this owner.
  const car = await registerThroughApi(page, { escortAvailable: true, escortPrice: 15000 });
  await page.goto('/owner/view-cars');
  await openAction(page, car.licensePlate, 'Edit');
  const dialog = page.getByRole('dialog', { name: `Edit Honda Accord 2020` });
  await expect(field(dialog, 'Hourly rate (₦)')).toHaveValue('6000');
  await expect(field(dialog, 'Escort fee (₦ per day)')).toHaveValue('15000');
  await expect(field(dialog, 'State')).toHaveValue(ABUJA.state);
  await expect(field(dialog, 'Local government')).toHaveValue(ABUJA.localGov);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const edited = async (label: string, message: string, value: string) => {
    await field(dialog, label).fill(value);
    await touch(field(dialog, label));
    // Some words repeat (three rates): the message must be the one tied to this field.
    await expect(field(dialog, label)).toHaveAccessibleDescription(message);
  };
  await edited('Make', 'Make is required', '');
  await edited('Model', 'Model is required', '');
  await edited('Year', 'Year must be 2000 or later', '1998');
  await edited('License plate', 'Invalid license plate format', 'abc 123');
  await edited('Mileage (km)', 'Mileage cannot be negative', '-5');
  await edited('Hourly rate (₦)', 'Must be at least ₦1', '0.5');
  await edited('Daily rate (₦)', 'Daily rate is required', '');
  await edited('Weekly rate (₦)', 'Must be at least ₦1', '0');
  await edited('Escort fee (₦ per day)', 'Escort price is required when escort is available', '');
  await edited('Escort fee (₦ per day)', 'Must be at least ₦1', '0');
  await field(dialog, 'Color').selectOption('');
  await touch(field(dialog, 'Color'));
  await expect(dialog.getByText('Color is required', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing was saved.
  const stored = (await (await page.request.get(`/api/v1/cars/${car.carId}`)).json()) as Car;
  expect(stored.hourlyRate).toBe(6000);
});

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

  // 4. A guest hires it for 3 hours (day 560); now it cannot be deleted.
  const booking = await bookThroughApi(page, editedCar, 560, 3);
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
    'Hours',
    'Total',
    'Created',
  ]);
  const bookingRow = table.getByRole('row').filter({ hasText: booking.reference });
  const pickupDay = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${lagosDate(560)}T00:00:00Z`));
  await expect(bookingRow.getByRole('cell')).toHaveText([
    `Toyota Land Cruiser Prado 2022${licensePlate}`,
    'Chidi Okafor08035551234chidi.okafor@example.ng',
    `${pickupDay}10:00 to 13:00`,
    '3',
    naira.format(27751.5),
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/,
  ]);
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

test('owner A never sees owner B’s cars or car bookings, and cannot change them', async ({
  browser,
  baseURL,
}) => {
  const b = await ownerPage(browser, baseURL);
  const carOfB = await registerThroughApi(b.page);
  const bookingOfB = await bookThroughApi(b.page, carOfB, 565, 2);

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

test('at 360 px the fleet is a card list with one menu open at a time, and all three screens read well', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await ownerPage(browser, baseURL, 360);
  const first = await registerThroughApi(page, { escortAvailable: true, escortPrice: 12000 });
  const second = await registerThroughApi(page, {
    make: 'Toyota',
    model: 'HiAce',
    bodyType: 'Van',
    category: 'Van',
  });
  await bookThroughApi(page, first, 570, 5);
  await bookThroughApi(page, second, 575, 24);

  await page.goto('/owner/view-cars');
  const cards = page.getByRole('list', { name: 'Your cars' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  const menuOf = (car: Car) =>
    carEntry(page, car.licensePlate).getByRole('button', { name: /^Actions for / });
  await menuOf(first).click();
  await expect(page.getByRole('menu')).toHaveCount(1);
  await menuOf(second).click();
  await expect(page.getByRole('menu')).toHaveCount(1);
  await expect(menuOf(first)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuOf(second)).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: path.join(shots, 'view-cars-360-menu.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'view-cars-360.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await openAction(page, first.licensePlate, 'Edit');
  await page.screenshot({ path: path.join(shots, 'edit-car-360.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/owner/view-car-booking');
  const bookingCards = page.getByRole('list', { name: 'Car bookings' }).getByRole('listitem');
  await expect(bookingCards).toHaveCount(2);
  // Newest made first; a 24-hour hire from 10:00 ends the next day.
  await expect(bookingCards.first()).toContainText('24 hours');
  await expect(bookingCards.first()).toContainText('10:00 to 10:00 on');
  await page.screenshot({ path: path.join(shots, 'car-bookings-360.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/owner/car-hire-registration');
  await page.getByRole('main').getByRole('button', { name: 'Register Car' }).click();
  await page.screenshot({ path: path.join(shots, 'register-car-360-errors.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await context.close();
});

test('View Car Bookings pages by 20, and the page is kept in the address', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await ownerPage(browser, baseURL);
  const car = await registerThroughApi(page);
  // 21 one-hour hires back to back on day 578: 00:00 to 21:00.
  for (let hour = 0; hour < 21; hour += 1)
    await bookThroughApi(page, car, 578, 1, `${String(hour).padStart(2, '0')}:00`);

  await page.goto('/owner/view-car-booking');
  const rows = page.getByRole('table', { name: 'Car bookings' }).getByRole('row');
  await expect(rows).toHaveCount(21); // the header and 20 bookings
  await expect(page.getByText('Showing 1–20 of 21')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages of car bookings' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/owner\/view-car-booking\?page=2$/);
  await expect(page.getByText('Showing 21 of 21')).toBeVisible();
  await expect(rows).toHaveCount(2);
  // Newest made first: the last page holds the first hire made, at midnight.
  await expect(rows.nth(1)).toContainText('00:00 to 01:00');
  await page.reload();
  await expect(page.getByText('Showing 21 of 21')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/owner\/view-car-booking$/);
  await expect(page.getByText('Showing 1–20 of 21')).toBeVisible();

  // A page past the end says so and leads back.
  await page.goto('/owner/view-car-booking?page=9');
  await expect(page.getByText('There is no page 9')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the last page' }).click();
  await expect(page.getByText('Showing 21 of 21')).toBeVisible();
  await context.close();
});
