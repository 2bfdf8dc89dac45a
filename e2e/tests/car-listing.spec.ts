import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { daysForThisAttempt, kobo, lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The public car hire (issue 6): /car-listing with its body-type filter and
 * pages in the URL, the details dialog, and the rental request by the hour.
 * Cars are read from the API for the same question, never assumed from the
 * demo seed. Bookings here use pickup days 500–530 after Lagos's today.
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-cars-public';
const PAGE_SIZE = 12;

type ApiCar = {
  carId: string;
  make: string;
  model: string;
  year: number;
  bodyType: string;
  dailyRate: number;
  hourlyRate: number;
  pickupAddress: string;
};

async function carsFromApi(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/v1/cars/allcars${query ? `?${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return {
    cars: (await response.json()) as ApiCar[],
    total: Number(response.headers()['x-total-count']),
  };
}

const carName = (car: ApiCar) => `${car.make} ${car.model}`;
const carCards = (page: Page) => page.getByRole('list', { name: 'Cars' }).getByRole('article');
const cardNames = (page: Page) => carCards(page).getByRole('heading', { level: 3 });
const filter = (page: Page) => page.getByRole('region', { name: 'Filter Vehicles' });
const toggle = (page: Page, bodyType: string) =>
  filter(page).getByRole('button', { name: bodyType, exact: true });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of cars' });
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/**
 * The cards show the page the API answers for the same question. Other specs
 * register and delete cars meanwhile, so the API is asked again until both agree.
 */
async function expectListing(page: Page, request: APIRequestContext, query: string) {
  await expect(async () => {
    const { cars } = await carsFromApi(request, query);
    expect(await cardNames(page).allTextContents()).toEqual(cars.map(carName));
  }).toPass({ timeout: 10_000 });
}

function requestPage(page: Page) {
  const main = page.getByRole('main');
  return {
    date: main.getByLabel('Pickup date'),
    time: main.getByLabel('Pickup time'),
    hours: main.getByLabel('Duration (hours)'),
    fullName: main.getByLabel('Full name'),
    phone: main.getByLabel('Phone'),
    email: main.getByLabel('Email'),
    requests: main.getByLabel('Special requests (optional)'),
    total: page.getByTestId('hire-total'),
    confirm: main.getByRole('button', { name: 'Confirm Booking' }),
  };
}

async function fillRequest(
  page: Page,
  { date, time, hours }: { date: string; time: string; hours: number },
) {
  const form = requestPage(page);
  await form.date.fill(date);
  await form.time.selectOption(time);
  await form.hours.fill(String(hours));
  await form.fullName.fill('Chidi Okafor');
  await form.phone.fill('08031234567');
  await form.email.fill('chidi.okafor@example.ng');
  await form.requests.fill('Child seat, please');
}

/** The SUVs the API lists: the filter test and the journey hire the first. */
async function suvs(request: APIRequestContext) {
  const { cars } = await carsFromApi(request, 'bodyType=SUV');
  expect(cars.length, 'at least one SUV to hire').toBeGreaterThan(0);
  return cars;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the listing shows the API’s cars a page at a time, and the page survives a reload', async ({
  page,
  request,
}) => {
  const { total } = await carsFromApi(request);
  expect(total, 'more than one page of cars to page through').toBeGreaterThan(PAGE_SIZE);

  await page.goto('/car-listing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cars for hire in Abuja' }),
  ).toBeVisible();
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);
  await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expectListing(page, request, `page=2&pageSize=${PAGE_SIZE}`);
  await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.reload();
  await expectListing(page, request, `page=2&pageSize=${PAGE_SIZE}`);

  await pages(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);

  // A page past the end, from an old link, lands on the last page there is.
  await page.goto('/car-listing?page=99');
  await expect(page).not.toHaveURL(/page=99/);
  await expect(
    pages(page)
      .getByRole('link', { name: /^Page \d+$/ })
      .last(),
  ).toHaveAttribute('aria-current', 'page');
});

test('the body-type filter narrows the list, lives in the URL, and Reset clears it', async ({
  page,
  request,
}) => {
  const { total } = await carsFromApi(request);
  await page.goto('/car-listing');
  await expect(cardNames(page).first()).toBeVisible();

  await toggle(page, 'SUV').click();
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/bodyType=SUV(&|$)/);
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV`);
  const suvTotal = (await carsFromApi(request, 'bodyType=SUV')).total;
  expect(suvTotal).toBeLessThan(total);
  await expect(filter(page).getByRole('list', { name: 'Selected filters' })).toHaveText('SUV');

  // Several body types: any of them (the API takes a comma list).
  await toggle(page, 'Sedan').click();
  await expect(page).toHaveURL(/bodyType=SUV%2CSedan|bodyType=SUV,Sedan/);
  expect(searchOf(page).get('bodyType')).toBe('SUV,Sedan');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV,Sedan`);

  await page.reload();
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Sedan')).toHaveAttribute('aria-pressed', 'true');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV,Sedan`);

  await filter(page).getByRole('button', { name: 'Remove Sedan' }).click();
  expect(searchOf(page).get('bodyType')).toBe('SUV');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV`);

  await filter(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/bodyType/);
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'false');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);
  await expect(filter(page).getByText('None: every body type shows.')).toBeVisible();
});

test('the details dialog shows naira, closes with Close and the backdrop, and Rent This Vehicle goes to the request', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  await page.goto('/car-listing?bodyType=SUV');
  const card = carCards(page).filter({
    has: page.getByRole('heading', { name: carName(suv!), exact: true }),
  });
  const dialog = page.getByRole('dialog', { name: carName(suv!) });

  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(naira.format(suv!.dailyRate), { exact: true })).toBeVisible();
  await expect(dialog.getByText('$')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(dialog).toBeVisible();
  // The backdrop: the <dialog> element's own area outside its box.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: /^View Details/ }).click();
  await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();
  await expect(page).toHaveURL(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Rent the ${carName(suv!)}` }),
  ).toBeVisible();
});

test('a 3-hour request books at 3 × the hourly rate and resets; an overlapping one is refused with the server’s reason', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  const date = lagosDate(daysForThisAttempt(500));
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const form = requestPage(page);
  await expect(form.total).toHaveText('—');

  await fillRequest(page, { date, time: '10:00', hours: 3 });
  const total = naira.format((kobo(suv!.hourlyRate) * 3) / 100);
  await expect(form.total).toHaveText(total);
  await form.confirm.click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
  ).toBeVisible();
  await expect(page.getByTestId('car-booking-reference')).toHaveText(/^[A-Z]{2}-[A-Z0-9]{6,}$/);
  await expect(page.getByRole('region', { name: /^Booking reference/ })).toContainText(total);
  // The form is empty again, ready for another request.
  await expect(form.date).toHaveValue('');
  await expect(form.time).toHaveValue('');
  await expect(form.hours).toHaveValue('');
  await expect(form.fullName).toHaveValue('');
  await expect(form.total).toHaveText('—');

  // 11:00 for 2 hours overlaps 10:00–13:00.
  await fillRequest(page, { date, time: '11:00', hours: 2 });
  await form.confirm.click();
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'There was an error submitting your booking' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('This car is already booked from 10:00 to 13:00');
  // Nothing was reset: the traveller changes the time and tries again.
  await expect(form.hours).toHaveValue('2');

  // Back to back is fine: 13:00 starts as the first hire ends.
  await form.time.selectOption('13:00');
  await form.confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
  ).toBeVisible();
});

test('every car booking message of spec §5 shows once its field is touched', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const form = requestPage(page);
  const main = page.getByRole('main');
  const message = (text: string) => main.getByText(text, { exact: true });

  await expect(form.date).toBeVisible();
  // Nothing is said before a field is touched.
  await expect(message('Pickup date is required')).toBeHidden();

  for (const field of [form.date, form.time, form.hours, form.fullName, form.phone, form.email]) {
    await field.focus();
    await field.blur();
  }
  for (const text of [
    'Pickup date is required',
    'Pickup time is required',
    'Hours required',
    'Full name is required',
    'Phone number is required',
    'Email is required',
  ]) {
    await expect(message(text)).toBeVisible();
  }

  await form.date.fill(lagosDate(-1));
  await form.date.blur();
  await expect(message('Pickup date must be in the future')).toBeVisible();
  await form.hours.fill('0');
  await form.hours.blur();
  await expect(message('Minimum 1 hour')).toBeVisible();
  await form.hours.fill('25');
  await expect(message('Maximum 24 hours')).toBeVisible();
  await form.phone.fill('0803-123');
  await form.phone.blur();
  await expect(message('Must be only digits')).toBeVisible();
  await form.phone.fill('0803123');
  await expect(message('Must be at least 10 digits')).toBeVisible();
  await form.email.fill('chidi.example.ng');
  await form.email.blur();
  await expect(message('Invalid email address')).toBeVisible();
  await form.requests.fill('x'.repeat(201));
  await form.requests.blur();
  await expect(message('Maximum 200 characters')).toBeVisible();
  await form.requests.fill('x'.repeat(200));
  await expect(message('Maximum 200 characters')).toBeHidden();
  await expect(main.getByText('200/200 characters')).toBeVisible();

  // The pickup times are the 24 whole hours.
  const times = await form.time.locator('option:not([value=""])').allTextContents();
  expect(times.map((t) => t.replace(' (passed)', ''))).toEqual(
    Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
  );
});

test('the request page keeps its car on reload, and says so when the car is unknown or missing', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const heading = page.getByRole('heading', { level: 1, name: `Rent the ${carName(suv!)}` });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole('main').getByText(naira.format(suv!.hourlyRate)).first(),
  ).toBeVisible();

  await page.goto('/car-listing/car-rental-request?carId=6f1c1b8e-0000-4000-8000-000000000000');
  await expect(page.getByText('Car not found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse cars' }).click();
  await expect(page).toHaveURL('/car-listing');

  await page.goto('/car-listing/car-rental-request');
  await expect(page.getByText('Choose a car first')).toBeVisible();

  // Cancel goes back to the listing.
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/car-listing');
});

/** Scrolls through the page so lazy photos load before a full-page screenshot. */
async function loadEveryImage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

for (const width of [360, 1280]) {
  test(`the listing, the dialog and the request page at ${width} px: screenshots and no serious axe findings`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const [suv] = await suvs(request);
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 768 ? 780 : 900 },
    });
    const page = await context.newPage();
    const shot = (name: string) => path.join(shots, `${name}-${width}.png`);
    const noWiderThanScreen = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

    await page.goto('/car-listing?bodyType=SUV,Sedan');
    await expect(cardNames(page).first()).toBeVisible();
    await loadEveryImage(page);
    await page.screenshot({ path: shot('car-listing'), fullPage: true });
    await noWiderThanScreen();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Claim Discount' }).click();
    await page
      .getByRole('region', { name: 'First rental offer' })
      .screenshot({ path: shot('promo') });

    await carCards(page)
      .filter({ has: page.getByRole('heading', { name: carName(suv!), exact: true }) })
      .getByRole('button', { name: /^View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: carName(suv!) });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('car-details') });
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();
    const form = requestPage(page);
    await form.hours.fill('3');
    await form.email.fill('not-an-email');
    await form.email.blur();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('car-rental-request'), fullPage: true });
    await noWiderThanScreen();
    expect(await seriousViolations(page)).toEqual([]);

    await fillRequest(page, {
      date: lagosDate(daysForThisAttempt(width === 360 ? 510 : 511)),
      time: '09:00',
      hours: 4,
    });
    await form.confirm.click();
    await expect(page.getByTestId('car-booking-reference')).toBeVisible();
    // The page scrolls up to the reference (smoothly): shoot once it is there.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: shot('car-rental-booked') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
