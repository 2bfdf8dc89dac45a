import {
  cancelDialog,
  cancelledPanel,
  mailTo,
  payOnReceipt,
  quote,
  refundState,
  shoot,
  shootDialog,
} from '../support/cancellation';
import { axeAtBothWidths } from '../support/axe';
import { bookRoom, newGuest, ownerWithRoom, receiptUrl } from '../support/payments';
import { daysForThisAttempt, lagosDate, roomCard, roomsOf } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A guest cancels from the receipt (docs/product.md#cancellation): the
 * dialog says in naira what cancelling means before they confirm; the
 * receipt then reads Cancelled, the refund pending until the test gateway's
 * refund.processed, then refunded; guest and owner are written to; and the
 * nights are bookable again at once. Stays on days 300–311, on rooms of an
 * owner of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

test('a guest pays online, cancels free from the receipt, and sees the refund arrive', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const guest = newGuest('Ngozi', 'Adeyemi');
  const stay = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(300),
    daysForThisAttempt(302),
  ]);
  await page.goto(receiptUrl(stay.reference, guest.email));
  await payOnReceipt(page);

  // Free: well over 48 hours before check-in, so everything comes back.
  const cancel = page.getByRole('button', { name: 'Cancel booking' });
  await expect(cancel).toBeVisible();
  await cancel.click();
  const dialog = cancelDialog(page);
  await expect(quote(page)).toContainText('Free cancellation — you get ₦50,000 back');
  await expect(quote(page)).toContainText(
    /Free cancellation until \w{3}, \d{1,2} \w{3,4} \d{4}, 14:00 \(Lagos time\)\./,
  );
  await expect(quote(page)).toContainText('Paystack usually takes 3–5 working days');
  await expect(dialog).toContainText(stay.reference);
  await shootDialog(page, dialog, 'guest-free-dialog');

  // Escape keeps the booking; the dialog opens again as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(quote(page)).toContainText('Free cancellation — you get ₦50,000 back');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  // The receipt: cancelled by the guest, nothing kept, the refund pending, then refunded.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cancellation-headline')).toHaveText('Cancelled');
  await expect(cancelledPanel(page)).toContainText('You cancelled this booking on');
  await expect(page.getByTestId('cancellation-kept')).toHaveText('₦0');
  await expect(page.getByTestId('cancellation-refund')).toHaveText('₦50,000');
  await expect(refundState(page)).toHaveText(
    'Refund pending — Paystack usually takes 3–5 working days',
  );
  await expect(page.getByTestId('receipt-booking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await shoot(page, 'guest-receipt-refund-pending');

  await expect(refundState(page)).toHaveText('Refunded ₦50,000', { timeout: 20_000 });
  await page.reload();
  await expect(refundState(page)).toHaveText('Refunded ₦50,000');
  await shoot(page, 'guest-receipt-refunded');

  // Both are written to, with the reference and the amounts.
  const toGuest = await mailTo(guest.email, `Your booking ${stay.reference}`);
  expect(toGuest).toContain(`Booking ID: ${stay.reference}`);
  expect(toGuest).toContain('Kept: ₦0.00');
  expect(toGuest).toContain('Refund: ₦50,000.00');
  expect(toGuest).toContain('Refund pending');
  const toOwner = await mailTo(owner.email, `cancelled the booking ${stay.reference}`);
  expect(toOwner).toContain('Refund: ₦50,000.00');
  expect(toOwner).toContain(`Waka refunds ₦50,000.00`);
  await owner.context.close();
});

test('a cancelled stay’s nights are bookable again at once', async ({ browser, baseURL }) => {
  // One unit only: booked, the room reads Unavailable for those nights.
  const owner = await ownerWithRoom(browser, baseURL, 1);
  // axe-core/playwright needs a page from a context made with browser.newContext().
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const [from, to] = [daysForThisAttempt(310), daysForThisAttempt(311)];
  const guest = newGuest('Emeka', 'Obi');
  const stay = await bookRoom(page.request, owner.room, guest, [from, to]);
  const roomsPage = `/rooms/${owner.room.hotelId}?checkIn=${lagosDate(from)}&checkOut=${lagosDate(to)}`;
  const card = roomCard(page, owner.room);
  await page.goto(roomsPage);
  await expect(card).toContainText('Unavailable');

  // Nothing paid yet: nothing is charged.
  await page.goto(receiptUrl(stay.reference, guest.email));
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(quote(page)).toContainText('Nothing has been paid, so nothing is charged');
  await shootDialog(page, cancelDialog(page), 'guest-unpaid-dialog');
  await axeAtBothWidths(page, 'the Cancel booking dialog');
  await cancelDialog(page).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(refundState(page)).toHaveText('Nothing was paid, so nothing is kept or refunded.');
  await shoot(page, 'guest-receipt-unpaid-cancelled');
  await axeAtBothWidths(page, 'the cancelled receipt');

  // The rooms page, and the API behind search and booking, have the unit back.
  await page.goto(roomsPage);
  await expect(card).toContainText('Available');
  await expect(card).toContainText('1 left');
  await expect(card.getByRole('button', { name: /^Select Room/ })).toBeEnabled();
  const [room] = await roomsOf(page.request, owner.room.hotelId, lagosDate(from), lagosDate(to));
  expect(room?.unitsLeft).toBe(1);
  // And someone else books it.
  await bookRoom(page.request, owner.room, newGuest('Bisi', 'Ade'), [from, to]);
  await owner.context.close();
  await context.close();
});
