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
import { ownerPage } from '../support/owner';
import { bookThroughApi, registerThroughApi } from '../support/owner-cars';
import { checkout, headline, paymentPanel } from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * Car hires under their own policy (docs/product.md#cancellation): the car
 * screens state it; a guest cancels a paid hire free from the car receipt
 * and gets everything back; the car's owner cancels another with a reason;
 * both stay in the owner's list, cancelled, saying what went back. Pickups on days 325–326, of a
 * car of an owner of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

const POLICY =
  'Free cancellation until 24 hours before pickup; later, the cheaper of one day’s rate and 25\u00a0% of the hire is kept.';

test('a guest cancels a paid car hire free; the owner cancels another with a reason', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerPage(browser, baseURL);
  const car = await registerThroughApi(owner.page);
  // Three hours at ₦6,000 from 10:00.
  const hire = await bookThroughApi(page, car, daysForThisAttempt(325), 3);
  const other = await bookThroughApi(page, car, daysForThisAttempt(326), 2);

  // The car dialog and the request form state the policy.
  await page.goto('/car-listing');
  await page
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Free cancellationUntil 24 hours before pickup');
  await expect(details.getByTestId('car-cancellation-policy')).toContainText(POLICY);
  await shootDialog(page, details, 'car-details-dialog');
  await page.goto(`/car-listing/car-rental-request?carId=${car.carId}`);
  await expect(page.getByTestId('car-cancellation-policy')).toContainText(POLICY);
  await shoot(page, 'car-request-policy');

  const email = 'chidi.okafor@example.ng';
  await page.goto(`/car-hire-receipt?${new URLSearchParams({ reference: hire.reference, email })}`);
  await expect(page.getByTestId('car-cancellation-policy')).toHaveText(POLICY);
  await paymentPanel(page).getByRole('button', { name: 'Pay now online' }).click();
  await checkout(page, 'Pay');
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-/);
  await expect(headline(page)).toHaveText('Paid online');

  await page.getByRole('button', { name: 'Cancel car hire' }).click();
  const dialog = cancelDialog(page);
  await expect(quote(page)).toContainText('Free cancellation — you get ₦18,000 back');
  // 24 hours before the 10:00 pickup.
  await expect(quote(page)).toContainText(
    /Free cancellation until \w{3}, \d{1,2} \w{3,4} \d{4}, 10:00 \(Lagos time\)\./,
  );
  await shootDialog(page, dialog, 'car-guest-dialog');
  await dialog.getByRole('button', { name: 'Cancel car hire' }).click();

  await expect(page.getByTestId('cancellation-headline')).toHaveText('Cancelled');
  await expect(cancelledPanel(page)).toContainText('You cancelled this car hire on');
  await expect(page.getByTestId('cancellation-refund')).toHaveText('₦18,000');
  await expect(refundState(page)).toHaveText('Refunded ₦18,000', { timeout: 20_000 });
  await shoot(page, 'car-receipt-cancelled');

  const toGuest = await mailTo(email, `Your car hire ${hire.reference}`);
  expect(toGuest).toContain('Refund: ₦18,000.00');
  // The mail's link opens the hire's receipt, cancelled.
  const link = /https?:\/\/[^\s"<>]+(\/[\w-]+-receipt\?[^\s"<>]+)/.exec(toGuest)?.[1];
  await page.goto(link!.replaceAll('&amp;', '&'));
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-/);
  await expect(page.getByTestId('cancellation-headline')).toHaveText('Cancelled');

  // The owner cancels the other, saying why.
  await owner.page.goto('/owner/view-car-booking');
  const rows = owner.page.getByRole('table', { name: 'Car bookings' }).getByRole('row');
  const row = (reference: string) => rows.filter({ hasText: reference });
  await expect(row(hire.reference)).toContainText('Cancelled');
  // What went back and its Paystack reference, as the receipt says; the other held till when.
  await expectListedMoney(row(hire.reference), '₦0', '₦18,000');
  await expect(listedRefund(row(hire.reference))).toHaveText('Refunded ₦18,000');
  await expect(row(hire.reference)).toContainText(/Paystack ref WP-[0-9A-Z]{12}/);
  await expect(row(other.reference).getByTestId('hold-line')).toHaveText(
    /^Held until \d{2}:\d{2} \(Lagos time\)$/,
  );
  await shootList(owner.page, 'owner-car-bookings');
  await row(other.reference)
    .getByRole('button', { name: `Cancel car hire ${other.reference}` })
    .click();
  const ownerDialog = cancelDialog(owner.page);
  await expect(quote(owner.page)).toContainText('Nothing has been paid, so nothing is refunded');
  await ownerDialog.getByLabel('Reason for cancelling').fill('The car failed its inspection.');
  await shootDialog(owner.page, ownerDialog, 'car-owner-dialog');
  await ownerDialog.getByRole('button', { name: 'Cancel car hire' }).click();
  await expect(ownerDialog).toBeHidden();
  await expect(row(other.reference)).toContainText('Cancelled');
  await expect(row(other.reference).getByRole('button', { name: /^Cancel car hire/ })).toHaveCount(
    0,
  );
  await shoot(owner.page, 'owner-car-bookings-cancelled');

  const toOther = await mailTo(email, `cancelled your car hire ${other.reference}`);
  expect(toOther).toContain('Reason: The car failed its inspection.');
  await owner.context.close();
});
