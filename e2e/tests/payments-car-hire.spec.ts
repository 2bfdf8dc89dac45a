import { checkout, confirmLinkFor, headline, paymentPanel, shootBoth } from '../support/payments';
import { fillRequest, requestPage, suvs } from '../support/car-listing';
import { ownerPage, unique } from '../support/owner';
import { bookThroughApi, registerThroughApi } from '../support/owner-cars';
import { daysForThisAttempt, lagosDate } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * Paying a car hire (docs/product.md#car-request, #car-hire-receipt): after
 * the request, the hire's receipt shows its two ways to pay; online, the
 * callback opens the car-hire receipt, which reads paid; at pickup, the
 * emailed link confirms it; the car's owner confirms money received. Car
 * pickups on days 250–252.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(90_000);

test('a car hire paid online lands on its receipt, paid', async ({ page, request }) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await fillRequest(page, { date: lagosDate(daysForThisAttempt(250)), time: '10:00', hours: 3 });
  await requestPage(page).confirm.click();

  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-/);
  const reference = page.getByTestId('car-receipt-reference');
  await expect(reference).toHaveText(/^WC-[0-9A-Z]{8}$/);
  const hire = (await reference.textContent())!.trim();
  await expect(headline(page)).toHaveText(/^We’re holding the car until \d\d:\d\d$/);
  await expect(paymentPanel(page).getByRole('button', { name: 'Pay at pickup' })).toBeVisible();
  await shootBoth(page, 'car-hire-booked');

  await paymentPanel(page).getByRole('button', { name: 'Pay now online' }).click();
  await checkout(page, 'Pay');
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-/);
  await expect(page.getByTestId('car-receipt-reference')).toHaveText(hire);
  await expect(headline(page)).toHaveText('Paid online');
  await expect(paymentPanel(page)).toContainText('Test payment — no money moves');
  await shootBoth(page, 'car-receipt-paid');
});

test('a car hire paid at pickup is confirmed by the emailed link', async ({ page, request }) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await fillRequest(page, { date: lagosDate(daysForThisAttempt(251)), time: '10:00', hours: 2 });
  const email = `chidi.${unique()}@example.ng`;
  await requestPage(page).email.fill(email);
  await requestPage(page).confirm.click();
  await expect(page.getByTestId('car-receipt-reference')).toBeVisible();

  await paymentPanel(page).getByRole('button', { name: 'Pay at pickup' }).click();
  await expect(headline(page)).toHaveText('Check your email');
  await page.goto(await confirmLinkFor(email));
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-/);
  await expect(headline(page)).toHaveText('Pay at pickup');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Pay at pickup');
  await shootBoth(page, 'car-receipt-pay-at-pickup');
});

test('the car’s owner confirms the money received at pickup', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerPage(browser, baseURL);
  const car = await registerThroughApi(owner.page);
  const hire = await bookThroughApi(page, car, daysForThisAttempt(252), 2);

  await owner.page.goto('/owner/view-car-booking');
  const row = owner.page
    .getByRole('table', { name: 'Car bookings' })
    .getByRole('row')
    .filter({ hasText: hire.reference });
  // Held unpaid: until when, on the Lagos clock.
  await expect(row.getByRole('cell').last()).toHaveText(
    /^Not paidHeld until \d\d:\d\d \(Lagos time\)Confirm payment received/,
  );
  await shootBoth(owner.page, 'owner-car-bookings');
  await row.getByRole('button', { name: `Confirm payment received for ${hire.reference}` }).click();
  await owner.page
    .getByRole('dialog', { name: 'Confirm payment received' })
    .getByRole('button', { name: 'Yes, received' })
    .click();
  // Paid: nothing left to confirm; the owner may still cancel the hire.
  const paid = `PaidCancel car hire ${hire.reference}`;
  await expect(row.getByRole('cell').last()).toHaveText(paid);
  await owner.page.reload();
  await expect(row.getByRole('cell').last()).toHaveText(paid);
  await owner.context.close();

  // The guest's receipt reads paid at pickup.
  await page.goto(`/car-hire-receipt?reference=${hire.reference}&email=chidi.okafor@example.ng`);
  await expect(headline(page)).toHaveText('Paid at pickup');
});
