import { expect, test } from '../support/test';
import { ownerPage } from '../support/owner';
import { registerThroughApi, bookThroughApi } from '../support/owner-cars';

/*
 * View Car Bookings (docs/product.md#car-bookings) pages by 20, and the page
 * is kept in the address.
 *
 * Bookings: pickup day 478 after Lagos’s today, on a car the test registers.
 */

test.describe.configure({ timeout: 120_000 });

test('View Car Bookings pages by 20, and the page is kept in the address', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await ownerPage(browser, baseURL);
  const car = await registerThroughApi(page);
  // 21 one-hour hires back to back on day 478: 00:00 to 21:00.
  for (let hour = 0; hour < 21; hour += 1)
    await bookThroughApi(page, car, 478, 1, `${String(hour).padStart(2, '0')}:00`);

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
