import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { priceHire } from '@waka/shared/cars/hire-price';
import { koboToNaira, nairaToKobo } from '@waka/shared/money';
import sharp from 'sharp';
import { field, unique } from './owner';
import { lagosDate } from './stays';
import { expect } from './test';

/*
 * What the owner-cars specs share: the registration's required messages, a
 * car's photo, cars registered and hired through the API, and the fleet
 * screens' parts. Every test signs up owners of its own, so the lists hold
 * only their cars; nothing depends on the demo seed but one of its photos.
 */

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-owner-cars';
export const demoCar = fileURLToPath(
  new URL('../../apps/api/assets/demo/cars/car-02.webp', import.meta.url),
);
/** A real PNG photo of a car, well under 2 MB. */
export const carPng = async () => ({
  name: 'toyota-prado.png',
  mimeType: 'image/png',
  buffer: await sharp(demoCar).resize({ width: 800 }).png().toBuffer(),
});

export const REGISTRATION_REQUIRED = [
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

export const ABUJA = {
  state: 'Federal Capital Territory',
  localGov: 'Abuja Municipal Area Council',
  city: 'Abuja',
};

export type Car = {
  carId: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  hourlyRate: number;
  dailyRate: number;
  weeklyRate: number;
  escortAvailable: boolean;
  escortPrice: number | null;
  carImage: string;
};

/** Capital letters, digits and a hyphen, never the same twice (plates are unique). */
export const plate = () => `ABJ-${unique().toUpperCase()}`;
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/** A car of this page's owner, straight through the API, with a demo photo the site serves. */
export async function registerThroughApi(page: Page, overrides: Record<string, unknown> = {}) {
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
export async function bookThroughApi(
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
      // The server's rule: the cheapest cover by the car's hourly, daily and weekly rates.
      totalPrice: koboToNaira(
        priceHire(hours, {
          hourlyKobo: nairaToKobo(car.hourlyRate),
          dailyKobo: nairaToKobo(car.dailyRate),
          weeklyKobo: nairaToKobo(car.weeklyRate),
          escortDailyKobo: null,
        }).totalKobo,
      ),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { reference: string; totalPrice: number; createdAt: string };
}

/** The row (wide screens) or card (narrow ones) of a car in View cars. */
export const carEntry = (page: Page, licensePlate: string) =>
  page.getByRole('main').locator('tr, li').filter({ hasText: licensePlate });

export async function openAction(page: Page, licensePlate: string, action: string) {
  await carEntry(page, licensePlate)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

export async function fillVehicle(scope: Locator, licensePlate: string) {
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
export async function fillRegistration(
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
