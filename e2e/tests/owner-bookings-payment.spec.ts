import { expect, test } from '../support/test';
import {
  asOwner,
  useOwnerBookings,
  row,
  paymentButton,
  paymentFilter,
  references,
} from '../support/owner-bookings';

/*
 * Marking a booking paid and not paid on All Bookings
 * (docs/product.md#payment, docs/product.md#owner-bookings): the list, the
 * Paid filter and a reload agree; a refused save shows the server's message
 * and changes nothing.
 */

const seeded = useOwnerBookings();

test('the owner marks a booking paid, then not paid; the list, the Paid filter and a reload agree', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  const bookingRow = row(page, seeded.multiRoom);
  await expect(bookingRow).toContainText('Not paid');

  // Hold the save a moment, to see it in progress.
  await page.route('**/api/v1/bookings/status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await paymentButton(bookingRow, seeded.multiRoom).click();
  await expect(paymentButton(bookingRow, seeded.multiRoom)).toHaveText(
    `Saving... for ${seeded.multiRoom.reference}`,
  );
  await expect(paymentButton(bookingRow, seeded.multiRoom)).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${seeded.multiRoom.reference} is marked as paid.`,
  );
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^PaidMark as not paid/);
  await page.unroute('**/api/v1/bookings/status/**');

  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(references(page)).toHaveText([seeded.multiRoom.reference, seeded.paidOne.reference]);
  await page.reload();
  await expect(references(page)).toHaveText([seeded.multiRoom.reference, seeded.paidOne.reference]);

  // Back to not paid, from the Paid list: it leaves the list, and stays not paid after a reload.
  await paymentButton(bookingRow, seeded.multiRoom).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${seeded.multiRoom.reference} is marked as not paid.`,
  );
  await expect(references(page)).toHaveText([seeded.paidOne.reference]);
  await page.goto('/owner/all-hotel-bookings');
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^Not paidMark as paid/);
  await context.close();
});

test('a refused save shows the server’s message and leaves the booking as it was', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.route('**/api/v1/bookings/status/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'FORBIDDEN',
        message: 'Only the hotel can mark a booking as not paid',
      }),
    }),
  );
  await page.goto('/owner/all-hotel-bookings');
  const bookingRow = row(page, seeded.betaOne);
  await paymentButton(bookingRow, seeded.betaOne).click();
  await expect(page.getByRole('alert')).toContainText(
    'Only the hotel can mark a booking as not paid',
  );
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^Not paidMark as paid/);
  await expect(paymentButton(bookingRow, seeded.betaOne)).toBeEnabled();
  await context.close();
});
