import {
  cancelDialog,
  cancelledPanel,
  expectListedMoney,
  listedRefund,
  mailTo,
  quote,
  refundState,
  shoot,
  shootDialog,
  shootList,
} from '../support/cancellation';
import { myBookingCard, myBookingList, signUpThroughApi } from '../support/pages';
import { bookRoom, checkout, headline, ownerWithRoom, type Guest } from '../support/payments';
import { expect, test } from '../support/test';

/*
 * A signed-in customer cancels late from My Bookings
 * (docs/product.md#cancellation): check-in is tomorrow, within 48 hours, so
 * the first night is kept and the rest comes back; the dialog says so in
 * naira before they confirm, the row (then and after a reload) and the
 * receipt after, and both
 * customer and owner are written to. Check-in tomorrow (day 1), on the room
 * of an owner of its own, so no other spec's stays meet it (not moved on for
 * a retry: a new owner's room is new each attempt).
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

test('a customer cancels late from My Bookings: one night kept, the rest refunded', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const { email } = await signUpThroughApi(page, 'customer');
  const customer: Guest = { firstName: 'Tunde', lastName: 'Bello', email, phone: '08031234567' };
  // Two nights of ₦25,000 from tomorrow: late, whatever the hour today.
  const stay = await bookRoom(page.request, owner.room, customer, [1, 3]);

  await page.goto('/my-bookings');
  const row = myBookingCard(page, stay.reference);
  // Held unpaid: until when, on the Lagos clock, as the receipt says it.
  await expect(row.getByTestId('hold-line')).toHaveText(
    /^We’re holding your rooms until \d{2}:\d{2} \(Lagos time\)$/,
  );
  await row.getByRole('button', { name: /^Pay Now/ }).click();
  await checkout(page, 'Pay');
  await expect(headline(page)).toHaveText('Paid online');

  await page.goto('/my-bookings');
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = cancelDialog(page);
  await expect(quote(page)).toContainText(
    'Late cancellation — one night, ₦25,000, is kept; you get ₦25,000 back',
  );
  await expect(quote(page)).toContainText('You paid ₦50,000.');
  await expect(quote(page)).toContainText(
    /Free cancellation ended \w{3}, \d{1,2} \w{3,4} \d{4}, 14:00 \(Lagos time\)\./,
  );
  await shootDialog(page, dialog, 'customer-late-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  // The row stays, cancelled, and says what was kept and what comes back.
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelled');
  // No longer a trip ahead: it moves to the past list.
  await expect(myBookingList(page, 'Past and cancelled')).toContainText(stay.reference);
  await expect(myBookingList(page, 'Upcoming')).not.toContainText(stay.reference);
  await expectListedMoney(row, '₦25,000', '₦25,000');
  await expect(listedRefund(row)).toHaveText(
    /Refund pending — Paystack usually takes 3–5 working days|Refunded ₦25,000/,
  );
  await expect(row.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  await shoot(page, 'customer-my-bookings-cancelled');

  // The receipt says the same, and the refund arrives.
  await row.getByRole('link', { name: /^View receipt/ }).click();
  await expect(page.getByTestId('cancellation-headline')).toHaveText('Cancelled');
  await expect(cancelledPanel(page)).toContainText('You cancelled this booking on');
  await expect(page.getByTestId('cancellation-kept')).toHaveText('₦25,000');
  await expect(page.getByTestId('cancellation-refund')).toHaveText('₦25,000');
  await expect(refundState(page)).toHaveText('Refunded ₦25,000', { timeout: 20_000 });
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Paid · refunded');
  await shoot(page, 'customer-receipt-late-refunded');

  // A reload of My Bookings still lists it, cancelled, with the money from the server.
  await page.goto('/my-bookings');
  await expect(row).toContainText('Cancelled');
  await expectListedMoney(row, '₦25,000', '₦25,000');
  await expect(listedRefund(row)).toHaveText('Refunded ₦25,000');
  await expect(row.getByTestId('hold-line')).toHaveCount(0);
  await shootList(page, 'my-bookings-cancelled');

  const toCustomer = await mailTo(email, `Your booking ${stay.reference}`);
  expect(toCustomer).toContain(`Booking ID: ${stay.reference}`);
  expect(toCustomer).toContain('Kept: ₦25,000.00');
  expect(toCustomer).toContain('Refund: ₦25,000.00');
  const toOwner = await mailTo(owner.email, `cancelled the booking ${stay.reference}`);
  expect(toOwner).toContain('Kept: ₦25,000.00');
  expect(toOwner).toContain('Refund: ₦25,000.00');
  await owner.context.close();
});
