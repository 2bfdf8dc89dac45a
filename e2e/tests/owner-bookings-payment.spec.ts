import { expect, test } from '../support/test';
import {
  asOwner,
  confirmReceived,
  useOwnerBookings,
  row,
  paymentButton,
  paymentFilter,
  references,
} from '../support/owner-bookings';

/*
 * Confirming money received on All Bookings (docs/product.md#payment,
 * docs/product.md#owner-bookings): asked once more, then the list, the Paid
 * filter and a reload agree, and the button is gone; a refused save shows the
 * server's message in the dialog and changes nothing. The filter lists the
 * five payment states.
 */

const seeded = useOwnerBookings();

test('the owner confirms a payment received; the list, the Paid filter and a reload agree', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(paymentFilter(page).locator('option')).toHaveText([
    'All',
    'Paid',
    'Awaiting confirmation',
    'Pay at hotel',
    'Not paid',
    'Expired — not paid',
  ]);
  const bookingRow = row(page, seeded.multiRoom);
  await expect(bookingRow).toContainText('Not paid');

  // "Not yet" changes nothing.
  await paymentButton(bookingRow, seeded.multiRoom).click();
  await expect(confirmReceived(page)).toContainText('₦270,000.00');
  await expect(confirmReceived(page)).toContainText('Chidi Okafor');
  await confirmReceived(page).getByRole('button', { name: 'Not yet' }).click();
  await expect(confirmReceived(page)).toBeHidden();
  await expect(bookingRow).toContainText('Not paid');

  // Asked once more; hold the save a moment, to see it in progress.
  await page.route('**/api/v1/bookings/status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await paymentButton(bookingRow, seeded.multiRoom).click();
  await confirmReceived(page).getByRole('button', { name: 'Yes, received' }).click();
  await expect(confirmReceived(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(confirmReceived(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${seeded.multiRoom.reference} is marked as paid.`,
  );
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^PaidMark as not paid/);
  await page.unroute('**/api/v1/bookings/status/**');

  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(references(page)).toHaveText([seeded.multiRoom.reference, seeded.paidOne.reference]);
  await page.reload();
  await expect(references(page)).toHaveText([seeded.multiRoom.reference, seeded.paidOne.reference]);
  await expect(paymentButton(bookingRow, seeded.multiRoom)).toHaveCount(0);

  // Confirmed by mistake: set back to not paid, it leaves the Paid list and can be confirmed again.
  await bookingRow
    .getByRole('button', { name: `Mark as not paid for ${seeded.multiRoom.reference}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${seeded.multiRoom.reference} is marked as not paid.`,
  );
  await expect(references(page)).toHaveText([seeded.paidOne.reference]);
  await page.goto('/owner/all-hotel-bookings');
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^Not paidConfirm payment received/);
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
        message: 'Only the hotel can confirm a payment',
      }),
    }),
  );
  await page.goto('/owner/all-hotel-bookings');
  const bookingRow = row(page, seeded.betaOne);
  await paymentButton(bookingRow, seeded.betaOne).click();
  await confirmReceived(page).getByRole('button', { name: 'Yes, received' }).click();
  await expect(confirmReceived(page).getByRole('alert')).toHaveText(
    'Only the hotel can confirm a payment',
  );
  await confirmReceived(page).getByRole('button', { name: 'Not yet' }).click();
  // Still held unpaid, as before the refused save.
  await expect(bookingRow.getByRole('cell').last()).toHaveText(
    /^Not paidHeld until \d\d:\d\d \(Lagos time\)Confirm payment received/,
  );
  await expect(paymentButton(bookingRow, seeded.betaOne)).toBeEnabled();
  await context.close();
});
