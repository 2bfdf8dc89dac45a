import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { ownerPage } from '../support/owner';
import {
  shots,
  type Car,
  registerThroughApi,
  bookThroughApi,
  carEntry,
  openAction,
} from '../support/owner-cars';

/*
 * The owner's car screens at 360 px (docs/product.md#accessibility): the
 * fleet is a card list with one menu open at a time, and all three screens
 * read well.
 *
 * Bookings: pickup days 470 and 475 after Lagos’s today, on cars the test
 * registers.
 */

test.describe.configure({ timeout: 120_000 });

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
  await bookThroughApi(page, first, 470, 5);
  await bookThroughApi(page, second, 475, 24);

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
  // Newest made first; a 24-hour hire from 10:00 reads as one day and ends the next day.
  await expect(bookingCards.first()).toContainText('Length1 day');
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
