import { signUpThroughApi } from '../support/pages';
import { lagosDate } from '../support/stays';
import { expect, test } from '../support/test';
import { field, touch, touchedSays } from '../support/owner';
import {
  demoCar,
  REGISTRATION_REQUIRED,
  ABUJA,
  type Car,
  registerThroughApi,
  openAction,
} from '../support/owner-cars';

/*
 * Register New Vehicle and Edit car (docs/product.md#owner-cars): every
 * message of the car registration and car edit rules
 * (docs/product.md#validation), and the wrong photos refused before they are
 * sent.
 */

test.describe.configure({ timeout: 120_000 });

test('Register New Vehicle shows every field message on touch, refuses the wrong photos before sending them, and the Edit car rules', async ({
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
  const touched = touchedSays(main);
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

  // The Edit car rules (docs/product.md#validation), on a car of this owner.
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
