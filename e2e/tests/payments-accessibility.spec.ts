import { axeAtBothWidths } from '../support/axe';
import { signUpThroughApi } from '../support/pages';
import {
  bookRoom,
  checkout,
  headline,
  newGuest,
  ownerWithRoom,
  payAtHotel,
  payOnline,
  paymentPanel,
  receiptUrl,
} from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The payment screens pass axe (no serious or critical findings) wide and
 * narrow: the receipt's panel held and waiting for the emailed link, the
 * declined callback, an unusable confirm link, and My Bookings with its
 * Payment Confirmation open. Stays on days 245–248 of an owner's hotel of its own.
 */

test.setTimeout(120_000);

test('the payment screens have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  await owner.context.close();
  // axe-core/playwright needs a page from a context made with browser.newContext().
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const guest = newGuest('Zainab', 'Musa');
  const first = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(245),
    daysForThisAttempt(246),
  ]);

  await page.goto(receiptUrl(first.reference, first.email));
  await expect(headline(page)).toHaveText(/^We’re holding your rooms until/);
  await axeAtBothWidths(page, 'the receipt, held', 300);

  await payOnline(paymentPanel(page)).click();
  await checkout(page, 'Decline');
  await expect(page.getByRole('alert')).toHaveText(/declined/);
  await expect(headline(page)).toBeVisible();
  await axeAtBothWidths(page, 'the declined callback', 300);

  await page.goto(receiptUrl(first.reference, first.email));
  await payAtHotel(paymentPanel(page)).click();
  await expect(headline(page)).toHaveText('Check your email');
  await axeAtBothWidths(page, 'the receipt, waiting for the link', 300);

  await page.goto('/confirm-hold?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link can’t be used');
  await axeAtBothWidths(page, 'an unusable confirm link', 300);

  await signUpThroughApi(page, 'customer');
  await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(247),
    daysForThisAttempt(248),
  ]);
  await page.goto('/my-bookings');
  await expect(page.getByRole('button', { name: /^Pay Now/ }).first()).toBeVisible();
  await axeAtBothWidths(page, 'My Bookings', 300);
  await page
    .getByRole('button', { name: /^Paid by transfer\?/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Payment Confirmation' })).toBeVisible();
  await axeAtBothWidths(page, 'the Payment Confirmation', 300);
  await context.close();
});
