import {
  bookRoom,
  checkout,
  confirmLinkFor,
  headline,
  newGuest,
  ownerWithRoom,
  payAtHotel,
  payOnline,
  paymentPanel,
  receiptUrl,
  shootBoth,
  shots,
} from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * Paying at the hotel (docs/product.md#payment): the guest chooses it on the
 * receipt, confirms the hold with the link emailed to them, and the receipt
 * reads "Pay at the hotel on arrival"; the owner sees every state on All
 * Bookings and confirms the cash, the only way such a booking becomes paid.
 * Stays on days 210–216, on an owner's hotel of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

test('book, pay at the hotel, confirm by the emailed link, the owner confirms the cash: paid', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const guest = newGuest('Ifeoma', 'Chukwu');
  const booking = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(210),
    daysForThisAttempt(212),
  ]);

  // Another guest pays online and a third leaves it, so the owner sees the states side by side.
  const online = newGuest('Tunde', 'Bakare');
  const paidOnline = await bookRoom(page.request, owner.room, online, [
    daysForThisAttempt(213),
    daysForThisAttempt(214),
  ]);
  const left = await bookRoom(page.request, owner.room, newGuest('Musa', 'Bello'), [
    daysForThisAttempt(215),
    daysForThisAttempt(216),
  ]);
  await page.goto(receiptUrl(paidOnline.reference, paidOnline.email));
  await payOnline(paymentPanel(page)).click();
  await checkout(page, 'Pay');
  await expect(headline(page)).toHaveText('Paid online');

  // The guest chooses to pay at the hotel: a link to confirm is on its way.
  await page.goto(receiptUrl(booking.reference, booking.email));
  await payAtHotel(paymentPanel(page)).click();
  await expect(headline(page)).toHaveText('Check your email');
  await expect(paymentPanel(page)).toContainText(`with the link we sent to ${guest.email}`);
  await shootBoth(page, 'receipt-link-sent');

  // The link confirms the hold and opens the receipt; hold the answer a moment to see it work.
  const link = await confirmLinkFor(guest.email);
  await page.route('**/api/v1/holds/confirm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirming your booking…' }),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/confirm-hold-confirming-1280.png` });
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(
    page.getByRole('status').filter({ hasText: 'your booking is confirmed' }),
  ).toBeVisible();
  await expect(headline(page)).toHaveText('Pay at the hotel on arrival');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Pay at hotel');
  await shootBoth(page, 'receipt-pay-at-hotel');
  // The link has done its work: used again, it says so.
  await page.unroute('**/api/v1/holds/confirm');

  // The owner sees each state, Paystack's reference on the one paid online, and confirms the cash.
  const ownerPage = owner.page;
  await ownerPage.goto('/owner/all-hotel-bookings');
  const table = ownerPage.getByRole('table', { name: 'Bookings' });
  const row = (reference: string) => table.getByRole('row').filter({ hasText: reference });
  await expect(row(booking.reference)).toContainText('Pay at hotel');
  await expect(row(left.reference)).toContainText('Not paid');
  await expect(row(paidOnline.reference)).toContainText(/Paid\s*Paystack ref WP-/);
  // Paid online: nothing to confirm, and never set back to not paid (only the owner's Cancel booking).
  await expect(row(paidOnline.reference).getByRole('button')).toHaveText([
    `Cancel booking ${paidOnline.reference}`,
  ]);
  await shootBoth(ownerPage, 'owner-bookings');

  await row(booking.reference)
    .getByRole('button', { name: `Confirm payment received for ${booking.reference}` })
    .click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Confirm payment received' });
  await expect(dialog).toContainText('Ifeoma Chukwu');
  await shootBoth(ownerPage, 'owner-confirm-received');
  await dialog.getByRole('button', { name: 'Yes, received' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(booking.reference)).toContainText('Paid');
  await expect(
    row(booking.reference).getByRole('button', { name: /Confirm payment received/ }),
  ).toHaveCount(0);

  // The dashboard counts the money received, and the unpaid apart; the online payment went
  // through the test gateway, so it is a test payment, named apart and not counted.
  await ownerPage.goto('/owner');
  const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
  await expect(ownerPage.getByTestId('total-revenue')).toHaveText(naira.format(booking.total));
  await expect(ownerPage.getByTestId('test-payments-left-out')).toHaveText(
    `${naira.format(paidOnline.total)} in test payments, not counted`,
  );
  await expect(ownerPage.getByTestId('unpaid-amount')).toContainText('awaiting payment');
  await shootBoth(ownerPage, 'owner-dashboard');
  await owner.context.close();

  // The guest's receipt reads paid at the hotel.
  await page.goto(receiptUrl(booking.reference, booking.email));
  await expect(headline(page)).toHaveText('Paid at the hotel');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Paid');
  await shootBoth(page, 'receipt-paid-at-hotel');
});

test('a confirm link that is not valid says so and leads to finding the booking', async ({
  page,
}) => {
  await page.goto('/confirm-hold?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link can’t be used');
  await expect(page.getByRole('main')).toContainText('This link is not valid or has expired.');
  await shootBoth(page, 'confirm-hold-invalid');
  await page.getByRole('main').getByRole('link', { name: 'Find your booking' }).click();
  await expect(page).toHaveURL(/\/find-booking$/);
});
