import type { Page } from '@playwright/test';
import { axeAtBothWidths } from '../support/axe';
import { mailTo, payOnReceipt, shoot, shootDialog } from '../support/cancellation';
import {
  bookRoom,
  checkout,
  headline,
  newGuest,
  ownerWithRoom,
  payOnline,
  paymentPanel,
  receiptUrl,
} from '../support/payments';
import { daysForThisAttempt, lagosDate } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A guest changes a stay's dates from the receipt (docs/product.md#cancellation):
 * the dialog shows the new total and the difference in naira before they
 * confirm; the receipt then shows the new dates and total, with what is still
 * to pay (paid online through the same Pay now path) or what comes back;
 * nights already taken are refused inside the dialog; guest and owner are
 * written to. Stays on days 340–360, on rooms of an owner of its own.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change dates' });
const changeQuote = (page: Page) => changeDialog(page).getByTestId('change-quote');
const changeNotice = (page: Page) => page.getByTestId('change-notice');
const confirmButton = (page: Page) =>
  changeDialog(page).getByRole('button', { name: 'Confirm new dates' });

/** A stay date as the receipt writes it: 'Thursday, 3 September 2026'. */
function receiptDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    day.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

/** Opens the dialog and picks new dates, `from` and `to` days after today. */
async function pickDates(page: Page, [from, to]: [number, number]) {
  const dialog = changeDialog(page);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Change dates' }).click();
  await dialog.getByLabel('Check-in date').fill(lagosDate(from));
  await dialog.getByLabel('Check-out date').fill(lagosDate(to));
  await expect(dialog.getByTestId('change-nights')).toHaveText(String(to - from));
}

test('guest changes dates: a longer stay after paying online leaves the difference to pay', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const guest = newGuest('Chioma', 'Okafor');
  const booked: [number, number] = [daysForThisAttempt(340), daysForThisAttempt(342)];
  const stay = await bookRoom(page.request, owner.room, guest, booked);
  await page.goto(receiptUrl(stay.reference, guest.email));
  await payOnReceipt(page);

  // The dialog opens on the booked dates at the same price; nothing to confirm yet.
  await page.getByRole('button', { name: 'Change dates' }).click();
  const dialog = changeDialog(page);
  await expect(dialog).toContainText(stay.reference);
  await expect(dialog).toContainText(
    /Free to change until \w{3}, \d{1,2} \w{3,4} \d{4}, 14:00 \(Lagos time\)\./,
  );
  await expect(changeQuote(page)).toContainText('New total ₦50,000; same price');
  await expect(confirmButton(page)).toBeDisabled();

  // Three nights instead of two: the difference shows before confirming.
  const moved: [number, number] = [daysForThisAttempt(344), daysForThisAttempt(347)];
  await pickDates(page, moved);
  await expect(changeQuote(page)).toContainText('New total ₦75,000; you pay ₦25,000 more');
  await expect(changeQuote(page)).toContainText(
    'You have paid ₦50,000; pay the other ₦25,000 online or at the hotel.',
  );
  await shootDialog(page, dialog, 'change-dates-dialog');
  await confirmButton(page).click();

  // The receipt: the new dates and total, and the ₦25,000 still to pay.
  await expect(dialog).toBeHidden();
  await expect(changeNotice(page)).toContainText('Dates changed: the new stay costs ₦25,000 more');
  await expect(changeNotice(page)).toContainText('Still to pay: ₦25,000');
  await expect(page.getByText(receiptDay(lagosDate(moved[0])))).toBeVisible();
  await expect(page.getByText(receiptDay(lagosDate(moved[1])))).toBeVisible();
  await expect(page.getByTestId('receipt-nights')).toHaveText('3');
  await expect(page.getByTestId('receipt-total')).toHaveText('₦75,000.00');
  await expect(headline(page)).toHaveText('Not paid yet');
  await expect(paymentPanel(page)).toContainText('Pay ₦25,000.00 online now');
  await shoot(page, 'change-receipt-owed');

  // The same Pay now path, for exactly the difference.
  await payOnline(paymentPanel(page)).click();
  await expect(page).toHaveURL(/\/test-paystack\//);
  await expect(page.getByRole('button', { name: /^Pay ₦/ })).toContainText('25,000');
  await checkout(page, 'Pay');
  await expect(headline(page)).toHaveText('Paid online');

  // Both are written to, with the reference and the amounts.
  const before = `${lagosDate(booked[0])} to ${lagosDate(booked[1])} (2 nights)`;
  const now = `${lagosDate(moved[0])} to ${lagosDate(moved[1])} (3 nights)`;
  const changed = `${stay.reference} at ${owner.room.hotelName} is changed`;
  const toGuest = await mailTo(guest.email, changed);
  expect(toGuest).toContain(`Your booking ${changed}.`);
  expect(toGuest).toContain(`Before: ${before}, 1 × Garden Double, total ₦50,000.00`);
  expect(toGuest).toContain(`Now: ${now}, 1 × Garden Double, total ₦75,000.00`);
  expect(toGuest).toContain('The new stay costs ₦25,000.00 more.');
  expect(toGuest).toContain('Still to pay: ₦25,000.00, online from your receipt or at the hotel.');
  const toOwner = await mailTo(owner.email, changed);
  expect(toOwner).toContain(
    `Chioma Okafor changed booking ${stay.reference} at ${owner.room.hotelName}.`,
  );
  expect(toOwner).toContain(`Now: ${now}`);
  expect(toOwner).toContain('The new stay costs ₦25,000.00 more.');
  expect(toOwner).toContain('Still to pay: ₦25,000.00, online or at the hotel.');
  await owner.context.close();
});

test('a shorter stay gives money back; nights already taken are refused in the dialog', async ({
  browser,
  baseURL,
}) => {
  // One unit only, so another guest's nights are not free to move to.
  const owner = await ownerWithRoom(browser, baseURL, 1);
  // axe-core/playwright needs a page from a context made with browser.newContext().
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const guest = newGuest('Tunde', 'Bakare');
  const booked: [number, number] = [daysForThisAttempt(350), daysForThisAttempt(353)];
  const stay = await bookRoom(page.request, owner.room, guest, booked);
  const taken: [number, number] = [daysForThisAttempt(356), daysForThisAttempt(357)];
  await bookRoom(page.request, owner.room, newGuest('Bisi', 'Ade'), taken);
  await page.goto(receiptUrl(stay.reference, guest.email));
  await payOnReceipt(page);

  // One night instead of three, on nights another guest holds: the server says so here.
  await pickDates(page, taken);
  await expect(changeQuote(page)).toContainText('New total ₦25,000; ₦50,000 comes back to you');
  await expect(changeQuote(page)).toContainText('Paystack usually takes 3–5 working days');
  await confirmButton(page).click();
  await expect(changeDialog(page).getByRole('alert')).toHaveText(
    'Garden Double is fully booked for those dates',
  );
  await expect(confirmButton(page)).toBeEnabled();
  await shootDialog(page, changeDialog(page), 'change-dates-dialog-refused');
  await axeAtBothWidths(page, 'the Change dates dialog');

  // Free nights: the change goes through, and ₦50,000 goes back through Paystack.
  const moved: [number, number] = [daysForThisAttempt(358), daysForThisAttempt(359)];
  await pickDates(page, moved);
  await confirmButton(page).click();
  await expect(changeDialog(page)).toBeHidden();
  await expect(changeNotice(page)).toContainText('Dates changed: the new stay costs ₦50,000 less');
  await expect(changeNotice(page)).toContainText('₦50,000 comes back to you.');
  await expect(page.getByText(receiptDay(lagosDate(moved[0])))).toBeVisible();
  await expect(page.getByTestId('receipt-nights')).toHaveText('1');
  await expect(page.getByTestId('receipt-total')).toHaveText('₦25,000.00');
  await expect(headline(page)).toHaveText('Paid online');
  await expect(paymentPanel(page)).toContainText(/Refund(ed)?( pending)?: ₦50,000\.00/);
  await shoot(page, 'change-receipt-refund');
  await axeAtBothWidths(page, 'the changed receipt');

  const changed = `${stay.reference} at ${owner.room.hotelName} is changed`;
  const toGuest = await mailTo(guest.email, changed);
  expect(toGuest).toContain('The new stay costs ₦50,000.00 less.');
  expect(toGuest).toContain(
    'Refund: ₦50,000.00 goes back to the card or account that paid, through Paystack.',
  );
  const toOwner = await mailTo(owner.email, changed);
  expect(toOwner).toContain('The new stay costs ₦50,000.00 less.');
  expect(toOwner).toContain('Refund: ₦50,000.00 goes back');
  await owner.context.close();
  await context.close();
});
