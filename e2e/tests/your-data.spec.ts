import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeAtBothWidths, seriousViolations } from '../support/axe';
import { carsFromApi } from '../support/cars';
import { signUpThroughApi } from '../support/pages';
import { shootBoth } from '../support/payments';
import {
  bookingDialog,
  daysForThisAttempt,
  lagosDate,
  lagosHotel,
  roomCard,
  selectButton,
  sidePanel,
} from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The profile and "your data" (docs/decisions/0026): a signed-in customer's
 * forms start filled from their profile, their data downloads as JSON, and
 * deleting the account signs them out for good. Stays on days 387–389 after
 * Lagos's today (no other spec books them; see stays.ts).
 */

const shots = fileURLToPath(new URL('../../test-results/screenshots/account/', import.meta.url));
const PASSWORD = 'a good long password';

/** A modal as the traveller sees it, at 1280 then 360 px: the viewport, not the page. */
async function shootDialog(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.waitForTimeout(300);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(0);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer books from filled forms, downloads their data, and deletes the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUpThroughApi(page);

  // The account page: the name from sign-up, no phone yet; the phone is saved here.
  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(main.getByLabel('Full name')).toHaveValue('Tunde Bello');
  await main.getByLabel('Phone').fill('0803-123');
  await main.getByLabel('Phone').blur();
  await expect(main.getByText('Must be only digits')).toBeVisible();
  await main.getByLabel('Phone').fill('08031234567');
  await main.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').getByText('Your details are saved.')).toBeVisible();

  // A hotel's booking form starts with the name, email and phone, still editable.
  const [checkIn, checkOut] = [
    lagosDate(daysForThisAttempt(387)),
    lagosDate(daysForThisAttempt(389)),
  ];
  const { hotel, multi } = await lagosHotel(page.request, checkIn, checkOut);
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await sidePanel(page).getByRole('button', { name: 'Book Now' }).click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('Tunde');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Bello');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel('Phone')).toHaveValue('08031234567');
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();
  await expect(page.getByTestId('receipt-reference')).toBeVisible();
  const reference = await page.getByTestId('receipt-reference').innerText();

  // So does the car-hire request.
  const [car] = (await carsFromApi(page.request)).cars;
  await page.goto(`/car-listing/car-rental-request?carId=${car!.carId}`);
  await expect(main.getByLabel('Full name')).toHaveValue('Tunde Bello');
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(main.getByLabel('Phone')).toHaveValue('08031234567');

  // Download my data: one JSON file holding the booking, and no secret.
  await page.goto('/account');
  await expect(main.getByLabel('Phone')).toHaveValue('08031234567');
  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^waka-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await fs.readFile(await download.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.profile).toMatchObject({ email, phone: '08031234567', role: 'customer' });
  expect(data.hotelBookings.map((b: { reference: string }) => b.reference)).toEqual([reference]);
  expect(text).not.toMatch(/"(token|password)"/);
  await shootBoth(page, 'account', shots);

  // Delete my account: the password, asked again; a wrong one is marked on its field.
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByRole('link', { name: 'How Waka keeps data' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await shootDialog(page, 'delete-dialog');
  await confirm.getByLabel('Your password').fill('not my password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('That is not your password')).toBeVisible();

  // An upcoming stay of their own comes first: the server's words, and the dialog stays.
  await confirm.getByLabel('Your password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'You have 1 upcoming stay or car hire of your own. Cancel it or wait until it is over before deleting your account.',
  );
  await shootDialog(page, 'delete-dialog-refused');
  const cancelled = await page.request.post(`/api/v1/bookings/${reference}/cancel`, {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await shootBoth(page, 'account-deleted', shots);

  // Signed out for good: the old session is nobody's, and the password signs no one in.
  expect(await (await page.request.get('/api/v1/accounts/me')).json()).toBeNull();
  await page.goto('/sign-in');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the account page and its delete dialog have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A visitor signs in first, and comes back.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await signUpThroughApi(page);
  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Full name')).toHaveValue('Tunde Bello');
  await axeAtBothWidths(page, '/account');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('Password is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
