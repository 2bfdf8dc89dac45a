import {
  cancelDialog,
  cancelledPanel,
  expectListedMoney,
  listedRefund,
  mailTo,
  payOnReceipt,
  quote,
  refundState,
  shoot,
  shootDialog,
  shootList,
} from '../support/cancellation';
import { bookRoom, newGuest, ownerWithRoom, receiptUrl } from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The hotel's owner cancels a paid booking with a reason
 * (docs/product.md#cancellation): the guest gets everything back whatever
 * the policy, reads the reason on the receipt and in the email, and the
 * booking stays in the owner's list, cancelled, saying what goes back and
 * where the refund stands; the dashboard's revenue
 * counts only what was kept. Stays on days 320–323, on the rooms of an owner
 * of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

const REASON = 'A burst pipe flooded the garden wing; we are very sorry.';

test('the owner cancels with a reason; the guest reads it and gets a full refund', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const guest = newGuest('Funmi', 'Okoro');
  const stay = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(320),
    daysForThisAttempt(323),
  ]);
  await page.goto(receiptUrl(stay.reference, guest.email));
  await payOnReceipt(page);

  const revenue = owner.page.getByTestId('total-revenue');
  const testPayments = owner.page.getByTestId('test-payments-left-out');
  await owner.page.goto('/owner');
  // Paid through the test gateway: no money moved, so not revenue; the dashboard says so.
  await expect(revenue).toHaveText('₦0.00');
  await expect(testPayments).toHaveText('₦75,000.00 in test payments, not counted');

  await owner.page.goto('/owner/all-hotel-bookings');
  const row = owner.page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row')
    .filter({ hasText: stay.reference });
  await row.getByRole('button', { name: `Cancel booking ${stay.reference}` }).click();
  const dialog = cancelDialog(owner.page);
  await expect(quote(owner.page)).toContainText('The guest gets a full refund: ₦75,000');
  await expect(quote(owner.page)).toContainText('Waka refunds it through Paystack');

  // A reason is required: the guest reads it.
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tell the guest why you are cancelling');
  await expect(dialog.getByLabel('Reason for cancelling')).toBeFocused();
  await dialog.getByLabel('Reason for cancelling').fill(REASON);
  await shootDialog(owner.page, dialog, 'owner-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(dialog).toBeHidden();
  await expect(owner.page.getByRole('status').filter({ hasText: 'is cancelled' })).toContainText(
    `${stay.reference} is cancelled. Funmi gets ₦75,000 back.`,
  );
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  await expectListedMoney(row, '₦0', '₦75,000');
  await owner.page.reload();
  await expect(row).toContainText('Cancelled');
  await expectListedMoney(row, '₦0', '₦75,000');
  await expect(listedRefund(row)).toHaveText(
    /^(Refund pending — Paystack usually takes 3–5 working days|Refunded ₦75,000)$/,
  );
  await expect(row).toContainText(/Paystack ref WP-[0-9A-Z]{12}/);
  await shoot(owner.page, 'owner-bookings-cancelled');

  // Revenue counts what was kept: nothing, and no test money is left to mention.
  await owner.page.goto('/owner');
  await expect(revenue).toHaveText('₦0.00');
  await expect(testPayments).toHaveCount(0);

  // The guest's receipt: who cancelled, why, everything back.
  await page.reload();
  await expect(page.getByTestId('cancellation-headline')).toHaveText('Cancelled');
  await expect(cancelledPanel(page)).toContainText(
    `${owner.room.hotelName} cancelled this booking on`,
  );
  await expect(cancelledPanel(page)).toContainText(REASON);
  await expect(page.getByTestId('cancellation-kept')).toHaveText('₦0');
  await expect(page.getByTestId('cancellation-refund')).toHaveText('₦75,000');
  await expect(refundState(page)).toHaveText('Refunded ₦75,000', { timeout: 20_000 });
  await shoot(page, 'owner-cancelled-guest-receipt');

  // The owner's list follows the refund to its end.
  await owner.page.goto('/owner/all-hotel-bookings');
  await expect(listedRefund(row)).toHaveText('Refunded ₦75,000');
  await shootList(owner.page, 'owner-bookings-cancelled');

  const toGuest = await mailTo(guest.email, `cancelled your booking ${stay.reference}`);
  expect(toGuest).toContain(`Reason: ${REASON}`);
  expect(toGuest).toContain(`Booking ID: ${stay.reference}`);
  expect(toGuest).toContain('Refund: ₦75,000.00');
  const toOwner = await mailTo(owner.email, `You cancelled the booking ${stay.reference}`);
  expect(toOwner).toContain(`Your reason, sent to the guest: ${REASON}`);
  await owner.context.close();
});
