import {
  bookRoom,
  checkout,
  confirmLinkFor,
  headline,
  newGuest,
  ownerWithRoom,
  payOnline,
  paymentPanel,
  receiptUrl,
  shootBoth,
} from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A declined payment (docs/product.md#payment-callback): the guest is told
 * no money was taken and how long the hold still runs, and can try again or
 * pay at the hotel instead, which then works as usual. Stays on days 220–221.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(90_000);

test('a declined payment says no money was taken; paying at the hotel instead works', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  await owner.context.close();
  const guest = newGuest('Emeka', 'Obi');
  const booking = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(220),
    daysForThisAttempt(221),
  ]);

  await page.goto(receiptUrl(booking.reference, booking.email));
  await payOnline(paymentPanel(page)).click();
  await checkout(page, 'Decline');

  await expect(page).toHaveURL(/\/payment\/callback\?.*reference=WP-/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your payment was declined. No money was taken.',
  );
  await expect(headline(page)).toHaveText(/^We’re holding your rooms until \d\d:\d\d$/);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const instead = page.getByRole('button', { name: 'Pay at the hotel instead' });
  await expect(instead).toBeVisible();
  await shootBoth(page, 'callback-declined');

  // The receipt still reads not paid: nothing was taken.
  await page.getByRole('link', { name: 'See your booking' }).click();
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Not paid');
  await page.goBack();

  await page.getByRole('button', { name: 'Pay at the hotel instead' }).click();
  await expect(headline(page)).toHaveText('Check your email');
  await page.goto(await confirmLinkFor(guest.email));
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(headline(page)).toHaveText('Pay at the hotel on arrival');
});

test('trying again after a decline starts a new payment on the gateway', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  await owner.context.close();
  const guest = newGuest('Kemi', 'Adeola');
  const booking = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(222),
    daysForThisAttempt(223),
  ]);
  await page.goto(receiptUrl(booking.reference, booking.email));
  await payOnline(paymentPanel(page)).click();
  await checkout(page, 'Decline');
  const first = new URL(page.url()).searchParams.get('reference');
  await page.getByRole('button', { name: 'Try again' }).click();
  await checkout(page, 'Pay');
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(headline(page)).toHaveText('Paid online');
  await expect(paymentPanel(page)).not.toContainText(first!);
});
