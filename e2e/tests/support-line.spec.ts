import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { mailTo } from '../support/cancellation';
import { bookThroughApi, registerThroughApi } from '../support/owner-cars';
import { bookRoom, newGuest, ownerWithRoom, receiptUrl } from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The support line (docs/decisions/0027-the-support-line.md) with the demo
 * numbers the e2e server runs on: in the footer of every page, on both
 * receipts, and under the confirmation email with the privacy page. A call
 * link rings the phone; the WhatsApp link opens a chat. Stays on days
 * 270–271 and a hire on day 272, on an owner's hotel and car of their own.
 */

const shots = fileURLToPath(
  new URL('../../test-results/screenshots/support-line/', import.meta.url),
);
test.setTimeout(120_000);

const LINE = 'Need help? Call +234 800 000 9252 or WhatsApp +234 800 000 9253.';

async function expectSupportLine(scope: Locator) {
  const line = scope.getByTestId('support-line');
  await expect(line).toHaveText(LINE);
  await expect(line.getByRole('link', { name: '+234 800 000 9252' })).toHaveAttribute(
    'href',
    'tel:+2348000009252',
  );
  await expect(line.getByRole('link', { name: '+234 800 000 9253' })).toHaveAttribute(
    'href',
    'https://wa.me/2348000009253',
  );
}

async function shootAround(page: Page, line: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await line.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the support line is in the footer, on both receipts and under the confirmation email', async ({
  browser,
  baseURL,
  page,
}) => {
  await page.goto('/rooms');
  await expectSupportLine(page.getByRole('contentinfo'));
  await shootAround(page, page.getByRole('contentinfo'), 'footer');

  const owner = await ownerWithRoom(browser, baseURL);
  const car = await registerThroughApi(owner.page);
  await owner.context.close();
  const guest = newGuest('Ngozi', 'Eze');
  const stay = await bookRoom(page.request, owner.room, guest, [
    daysForThisAttempt(270),
    daysForThisAttempt(271),
  ]);
  await page.goto(receiptUrl(stay.reference, guest.email));
  const receipt = page.getByRole('article');
  await expectSupportLine(receipt);
  await shootAround(page, receipt.getByTestId('support-line'), 'stay-receipt');

  const hire = await bookThroughApi(page, car, daysForThisAttempt(272), 4);
  await page.goto(
    `/car-hire-receipt?${new URLSearchParams({ reference: hire.reference, email: 'chidi.okafor@example.ng' })}`,
  );
  await expect(page.getByTestId('car-receipt-reference')).toHaveText(hire.reference);
  await expectSupportLine(page.getByRole('article'));
  await shootAround(page, page.getByRole('article').getByTestId('support-line'), 'car-receipt');

  const confirmation = await mailTo(guest.email, stay.reference);
  expect(confirmation).toContain(LINE);
  expect(confirmation).toContain(`What Waka keeps about you, and why: ${baseURL}/privacy`);
});
