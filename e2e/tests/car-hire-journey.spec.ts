import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from '../support/pages';
import { kobo, lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The car-hire journey (docs/product.md#car-request), both sides in one
 * story: an owner lists an SUV; a guest goes from the car-hire landing to the
 * listing, filters SUVs, opens the car's details, rents it for 3 hours and
 * lands on its receipt; the owner's View Car Bookings then shows that hire.
 * Pickup day 540 after Lagos's today is this spec's alone.
 */

const shots = process.env.SHOTS_DIR ?? 'test-results/screenshots';
const PICKUP_DAY = 540;

type Car = { carId: string; make: string; model: string; year: number; hourlyRate: number };

/** The owner's new SUV, registered through the API with a seeded SUV's photo the site already serves. */
async function registerSuv(page: Page): Promise<Car> {
  const [seeded] = (await (
    await page.request.get('/api/v1/cars/allcars?bodyType=SUV&page=1&pageSize=1')
  ).json()) as { carImage: string }[];
  // A plate and a model no other spec uses, so the card and the row are this car's.
  const mark = String(Date.now()).slice(-6);
  const response = await page.request.post('/api/v1/cars/registration', {
    data: {
      make: 'Toyota',
      model: `Highlander J${mark}`,
      year: 2023,
      licensePlate: `JRN-${mark}`,
      color: 'Black',
      mileage: 18000,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      bodyType: 'SUV',
      category: 'SUV',
      dailyRate: 85000,
      hourlyRate: 9250.5,
      weeklyRate: 520000,
      escortAvailable: false,
      state: 'Federal Capital Territory',
      localGov: 'Abuja Municipal Area Council',
      city: 'Abuja',
      pickupAddress: 'Nnamdi Azikiwe International Airport, Arrivals',
      carImage: seeded!.carImage,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Car;
}

test('a guest finds an SUV from the landing, rents it for 3 hours, and its owner sees the hire', async ({
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const owner = await ownerContext.newPage();
  await signUpThroughApi(owner, 'hotelOwner');
  const suv = await registerSuv(owner);
  const name = `${suv.make} ${suv.model}`;

  // The guest: no account, a browser of their own.
  const guestContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const guest = await guestContext.newPage();
  await guest.goto('/car-hire-service');
  await guest
    .getByRole('region', { name: 'Car hire in Abuja' })
    .getByRole('link', { name: 'Browse Cars' })
    .click();
  await expect(guest).toHaveURL(/\/car-listing$/);

  await guest
    .getByRole('region', { name: 'Filter Vehicles' })
    .getByRole('button', { name: 'SUV', exact: true })
    .click();
  await expect(guest).toHaveURL(/[?&]bodyType=SUV(&|$)/);

  // The catalogue lists oldest first, so a new SUV is on the last page of SUVs.
  const card = guest
    .getByRole('list', { name: 'Cars' })
    .getByRole('article')
    .filter({ has: guest.getByRole('heading', { level: 3, name }) });
  const next = guest
    .getByRole('navigation', { name: 'Pages of cars' })
    .getByRole('link', { name: 'Next' });
  // A page is settled once its own cars are listed, not the last ones dimmed
  // (aria-busy) while they load; only then does "not on this page" hold.
  const settled = guest.locator('ul[aria-label="Cars"]:not([aria-busy])');
  await expect(settled).toBeVisible();
  for (let turn = 2; !(await card.isVisible()) && turn < 22; turn += 1) {
    await next.click();
    await expect(guest).toHaveURL(new RegExp(`[?&]page=${turn}(&|$)`));
    await expect(settled).toBeVisible();
  }
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();

  const dialog = guest.getByRole('dialog', { name: suv.make });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(suv.model);
  await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();
  await expect(guest).toHaveURL(
    new RegExp(`/car-listing/car-rental-request\\?carId=${suv.carId}$`),
  );

  const main = guest.getByRole('main');
  await main.getByLabel('Pickup date').fill(lagosDate(PICKUP_DAY));
  await main.getByLabel('Pickup time').selectOption('09:00');
  await main.getByRole('radio', { name: 'By the hour' }).check();
  await main.getByLabel('Duration (hours)').fill('3');
  // A name is name-like: digits or a link are refused on the spot.
  await main.getByLabel('Full name').fill('Chinedu 0809 www.evil.example');
  await main.getByLabel('Full name').blur();
  await expect(
    main.getByText('Full name can only contain letters, spaces, apostrophes, hyphens and dots'),
  ).toBeVisible();
  await main.getByLabel('Full name').fill('Chinedu Obi');
  await expect(main.getByText('Full name can only contain letters')).toHaveCount(0);
  await main.getByLabel('Phone').fill('08091234567');
  await main.getByLabel('Email', { exact: true }).fill('chinedu.obi@example.ng');
  const total = naira.format((kobo(suv.hourlyRate) * 3) / 100);
  await expect(guest.getByTestId('hire-total')).toHaveText(total);
  await main.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(
    guest.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
  ).toBeVisible();
  const reference = (await guest.getByTestId('car-receipt-reference').textContent())!.trim();
  expect(reference).toMatch(/^[A-Z]{2}-[A-Z0-9]{6,}$/);
  await guest.screenshot({ path: path.join(shots, 'car-journey-booked-1280.png') });
  await guestContext.close();

  // The owner's View Car Bookings shows the hire, as booked.
  await owner.goto('/owner/view-car-booking');
  const row = owner
    .getByRole('table', { name: 'Car bookings' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText('Chinedu Obi');
  await expect(row).toContainText('09:00 to 12:00');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3 hours');
  await expect(row).toContainText(total);
  await owner.screenshot({ path: path.join(shots, 'car-journey-owner-bookings-1280.png') });
  await ownerContext.close();
});
