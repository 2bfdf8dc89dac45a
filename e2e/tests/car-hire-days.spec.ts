import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { carCards, fillRequest, requestPage } from '../support/car-listing';
import { ownerPage, signUp, unique } from '../support/owner';
import { myBookingList } from '../support/pages';
import { registerThroughApi } from '../support/owner-cars';
import { shootBoth } from '../support/payments';
import { daysForThisAttempt, kobo, lagosDate, naira, wholeNaira } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A car hired for days (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * a customer narrows the listing to a pickup window, hires a car of its own
 * owner for 3 days with its driver-escort, checks the price lines against the
 * car's rates as the API gives them, lands on the hire's receipt (again after
 * a reload), finds it at /find-booking and in My Bookings, and the owner's
 * dashboard counts it. Then the car's
 * taken days show in its 14-day strip and a window over them is refused.
 * Car pickups on days 485–495 after Lagos's today, and days 2–4 on a car of
 * this spec's own for the strip.
 */

const folder = fileURLToPath(new URL('../../test-results/screenshots/car-hire/', import.meta.url));

type Rates = {
  carId: string;
  make: string;
  model: string;
  hourlyRate: number;
  dailyRate: number;
  weeklyRate: number;
  escortPrice: number | null;
};

/** A car of a new owner's, hired by nobody yet, and its rates as the API answers them. */
async function ownCar(page: Page, model: string): Promise<Rates> {
  const registered = await registerThroughApi(page, {
    make: 'Peugeot',
    model,
    bodyType: 'Convertible',
    category: 'Luxury',
    hourlyRate: 3500,
    dailyRate: 42000,
    weeklyRate: 250000,
    escortAvailable: true,
    escortPrice: 15000,
  });
  const response = await page.request.get(`/api/v1/cars/${registered.carId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Rates;
}

const nairaOf = (kobos: number) => naira.format(kobos / 100);

test('a customer hires a car for 3 days from the listing to its receipt, and finds it again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser, baseURL);
  const car = await ownCar(owner.page, `508 D${unique()}`);
  const name = `${car.make} ${car.model}`;

  // 3 days is cheaper by the day than by the hour, or as a week: the lines read '3 days'.
  const days = 3 * kobo(car.dailyRate);
  expect(days).toBeLessThan(kobo(car.weeklyRate));
  expect(kobo(car.dailyRate)).toBeLessThan(24 * kobo(car.hourlyRate));
  const escort = 3 * kobo(car.escortPrice!);

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUp(page, 'customer');
  const pickupDate = lagosDate(daysForThisAttempt(485));
  const returnDate = lagosDate(daysForThisAttempt(488));

  // The listing, narrowed to cars free from 10:00 on day 485 to 10:00 on day 488.
  await page.goto('/car-listing');
  const when = page.getByRole('region', { name: 'When do you need it?' });
  await when.getByLabel('Pickup date').fill(pickupDate);
  await when.getByLabel('Pickup time').selectOption('10:00');
  await when.getByLabel('Return date').fill(returnDate);
  await when.getByLabel('Return time').selectOption('10:00');
  await when.getByRole('button', { name: 'Show free cars' }).click();
  await expect(page).toHaveURL(new RegExp(`pickupDate=${pickupDate}.*returnDate=${returnDate}`));
  await page
    .getByRole('region', { name: 'Filter Vehicles' })
    .getByRole('button', { name: 'Convertible', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]bodyType=Convertible(&|$)/);

  // Oldest first: a new car is on the last page.
  const card = carCards(page).filter({ has: page.getByRole('heading', { level: 3, name }) });
  const settled = page.locator('ul[aria-label="Cars"]:not([aria-busy])');
  await expect(settled).toBeVisible();
  for (let turn = 2; !(await card.isVisible()) && turn < 22; turn += 1) {
    await page
      .getByRole('navigation', { name: 'Pages of cars' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${turn}(&|$)`));
    await expect(settled).toBeVisible();
  }
  // The card's rates: a day, an hour, a week, and the shortest hire.
  await expect(card).toContainText('₦42,000/day');
  await expect(card).toContainText('₦3,500/hour · ₦250,000/week');
  await expect(card).toContainText('Minimum hire 1 hour');
  await card.getByRole('button', { name: /^View Details/ }).click();

  const dialog = page.getByRole('dialog', { name });
  const strip = dialog.getByRole('region', { name: /^When it’s free/ });
  await expect(strip.getByRole('list', { name: 'Days' }).getByRole('listitem')).toHaveCount(14);
  await expect(strip).toContainText('Free every day shown.');
  await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();

  // The request starts from the listing's window.
  const form = requestPage(page);
  await expect(form.untilDate).toBeChecked();
  await expect(form.date).toHaveValue(pickupDate);
  await expect(form.returnDate).toHaveValue(returnDate);
  await expect(form.priceLines).toHaveCount(1);
  await expect(form.priceLines).toContainText('3 days');
  await expect(form.priceLines).toContainText(nairaOf(days));
  await form.escort.check();
  await expect(form.priceLines).toHaveCount(2);
  await expect(form.priceLines.nth(1)).toContainText('3 days of driver-escort');
  await expect(form.priceLines.nth(1)).toContainText(nairaOf(escort));
  await expect(form.total).toHaveText(nairaOf(days + escort));
  await form.fullName.fill('Ifeoma Chukwu');
  await form.phone.fill('08034567890');
  await form.email.fill(email);
  await shootBoth(page, 'request-3-days', folder);
  await form.confirm.click();

  // The receipt, at an address a reload opens again.
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-[0-9A-Z]{8}&email=/);
  const reference = (await page.getByTestId('car-receipt-reference').textContent())!.trim();
  for (const attempt of ['first', 'reloaded']) {
    if (attempt === 'reloaded') await page.reload();
    const receipt = page.getByRole('article');
    await expect(page.getByTestId('car-receipt-reference')).toHaveText(reference);
    await expect(receipt).toContainText('3 days');
    const lines = receipt.getByTestId('hire-price-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(nairaOf(days));
    await expect(lines.nth(1)).toContainText(nairaOf(escort));
    await expect(page.getByTestId('car-receipt-total')).toHaveText(nairaOf(days + escort));
  }
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  // The server's PDF of the same receipt: the reference and the total in it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  expect(pdfText).toContain(reference);
  expect(pdfText).toContain(new Intl.NumberFormat('en-NG').format((days + escort) / 100));
  await shootBoth(page, 'receipt-3-days', folder);

  // Found again by its reference and email.
  await page.goto('/find-booking');
  await page.getByLabel('Booking reference').fill(reference.toLowerCase());
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await expect(page).toHaveURL(/\/car-hire-receipt\?/);
  await expect(page.getByTestId('car-receipt-reference')).toHaveText(reference);
  await expect(page.getByTestId('car-receipt-total')).toHaveText(nairaOf(days + escort));

  // In the customer's My Bookings, beside the stays, newest first.
  await page.goto('/my-bookings');
  const row = page.getByTestId('my-car-hire').filter({ hasText: reference });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Car hire, 3 days with driver-escort');
  await expect(row).toContainText(`Total: ${wholeNaira.format((days + escort) / 100)}`);
  await expect(myBookingList(page, 'Upcoming').getByRole('article').first()).toContainText(
    reference,
  );
  await shootBoth(page, 'my-bookings', folder);
  await row.getByRole('link', { name: /^View receipt/ }).click();
  await expect(page.getByTestId('car-receipt-reference')).toHaveText(reference);
  await context.close();

  // The car's owner: the dashboard counts the hire, held unpaid.
  await owner.page.goto('/owner');
  await expect(owner.page.getByTestId('car-hire-totals')).toHaveText(
    `1 hire · ₦0.00 paid and kept · ${nairaOf(days + escort)} awaiting payment on 1 hire`,
  );
  await owner.context.close();
});

test('the strip shows a car’s taken days, and a window over them is refused', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerPage(browser, baseURL);
  const car = await ownCar(owner.page, `3008 S${unique()}`);
  // Days 2 to 4, 10:00 to 10:00, hired already.
  const hired = await owner.page.request.post('/api/v1/carbooking/book', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      carId: car.carId,
      pickupDate: lagosDate(2),
      pickupTime: '10:00',
      returnDate: lagosDate(4),
      returnTime: '10:00',
      fullName: 'Chidi Okafor',
      phone: '08035551234',
      email: 'chidi.okafor@example.ng',
      totalPrice: (2 * kobo(car.dailyRate)) / 100,
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  await owner.context.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(`/car-listing/car-rental-request?carId=${car.carId}`);
  const strip = page.getByRole('region', { name: /^When it’s free/ });
  await expect(strip.getByTestId('taken-window')).toHaveCount(1);
  await expect(strip.getByTestId('taken-window')).toContainText('10:00');
  await strip.screenshot({ path: `${folder}/availability-strip-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await strip.screenshot({ path: `${folder}/availability-strip-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });

  // Day 1 at 10:00 until day 3: into the hire.
  const form = requestPage(page);
  await fillRequest(page, {
    date: lagosDate(1),
    time: '10:00',
    returnDate: lagosDate(3),
    returnTime: '10:00',
  });
  await expect(form.clash).toContainText('This car is already booked from 10:00 on');
  // Day 3's hours are all taken: none is offered as a pickup.
  await form.date.fill(lagosDate(3));
  await expect(form.time.locator('option[value="09:00"]')).toBeDisabled();
  // From day 4 at 10:00, as it comes back: free.
  await form.date.fill(lagosDate(4));
  await form.time.selectOption('10:00');
  await form.returnDate.fill(lagosDate(7));
  await expect(form.clash).toHaveCount(0);
  await expect(form.priceLines).toContainText('3 days');

  // A 3-day hire far ahead, booked at 360 px, to its receipt.
  await fillRequest(page, {
    date: lagosDate(daysForThisAttempt(490)),
    time: '09:00',
    returnDate: lagosDate(daysForThisAttempt(493)),
    returnTime: '09:00',
  });
  await expect(form.total).toHaveText(nairaOf(3 * kobo(car.dailyRate)));
  await form.confirm.click();
  await expect(page.getByTestId('car-receipt-total')).toHaveText(nairaOf(3 * kobo(car.dailyRate)));
  await context.close();
});
