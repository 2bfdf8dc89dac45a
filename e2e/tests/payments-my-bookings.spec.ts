import { myBookingCard, signUpThroughApi } from '../support/pages';
import {
  bookRoom,
  checkout,
  headline,
  ownerWithRoom,
  shootBoth,
  type Guest,
} from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * My Bookings (docs/product.md#my-bookings, #payment): Pay Now starts the
 * online payment; "Yes, Payment Made" records a transfer made outside Waka as
 * awaiting confirmation, never as paid, until the hotel's owner confirms it.
 * Stays on days 240–243, on an owner's hotel of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

test('Yes, Payment Made reads Awaiting confirmation until the owner confirms; Pay Now pays online', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const { email } = await signUpThroughApi(page, 'customer');
  const customer: Guest = { firstName: 'Tunde', lastName: 'Bello', email, phone: '08031234567' };
  const byTransfer = await bookRoom(page.request, owner.room, customer, [
    daysForThisAttempt(240),
    daysForThisAttempt(241),
  ]);
  const byCard = await bookRoom(page.request, owner.room, customer, [
    daysForThisAttempt(242),
    daysForThisAttempt(243),
  ]);

  await page.goto('/my-bookings');
  const row = (reference: string) => myBookingCard(page, reference);
  await expect(row(byTransfer.reference)).toContainText('Not paid');
  await expect(row(byTransfer.reference).getByRole('button', { name: /^Pay Now/ })).toBeVisible();
  await shootBoth(page, 'my-bookings-not-paid');

  // A transfer made outside Waka: the claim is recorded, for the hotel to confirm.
  await row(byTransfer.reference)
    .getByRole('button', { name: /^Paid by transfer\?/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Payment Confirmation' });
  await expect(modal).toContainText('awaiting confirmation');
  await expect(modal.getByRole('button', { name: 'No, Not Yet' })).toBeVisible();
  await shootBoth(page, 'my-bookings-transfer-modal');
  await page.route('**/api/v1/bookings/status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await modal.getByRole('button', { name: 'Yes, Payment Made' }).click();
  await expect(modal.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  await expect(modal).toBeHidden();
  await expect(row(byTransfer.reference)).toContainText('Awaiting confirmation');
  await expect(row(byTransfer.reference)).not.toContainText(/\bPaid\b(?! by)/);
  await expect(row(byTransfer.reference).getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  await page.reload();
  await expect(row(byTransfer.reference)).toContainText('Awaiting confirmation');
  await shootBoth(page, 'my-bookings-awaiting');

  // Pay Now goes to the payment page, and back to a paid receipt.
  await row(byCard.reference)
    .getByRole('button', { name: /^Pay Now/ })
    .click();
  await checkout(page, 'Pay');
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(headline(page)).toHaveText('Paid online');
  await page.goto('/my-bookings');
  await expect(row(byCard.reference)).toContainText('Paid');

  // The owner sees the claim and confirms the money arrived.
  const ownerRow = owner.page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row')
    .filter({ hasText: byTransfer.reference });
  await owner.page.goto('/owner/all-hotel-bookings');
  await expect(ownerRow).toContainText('Awaiting confirmation');
  await ownerRow.getByRole('button', { name: /^Confirm payment received/ }).click();
  await owner.page
    .getByRole('dialog', { name: 'Confirm payment received' })
    .getByRole('button', { name: 'Yes, received' })
    .click();
  await expect(ownerRow).toContainText('Paid');
  await owner.context.close();

  await page.reload();
  await expect(row(byTransfer.reference)).toContainText('Paid');
  await expect(row(byTransfer.reference)).not.toContainText('Awaiting confirmation');
  await shootBoth(page, 'my-bookings-paid');
});
