import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { findInMail } from './mail';
import { checkout, headline, payOnline, paymentPanel, shootBoth } from './payments';
import { expect } from './test';

/*
 * What the cancellation specs share (docs/product.md#cancellation): the
 * dialog, the receipt's Cancelled panel, the mail the server wrote, and
 * screenshots at 360 and 1280 px under test-results/screenshots/cancellation/.
 * Stays on days 300–330 after Lagos's today, and tomorrow (day 1) for a late
 * cancellation, each on a room of an owner of its own (see stays.ts).
 */

export const cancellationShots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/cancellation/', import.meta.url));

/** The page at 1280 then 360 px, full length, into the cancellation folder. */
export const shoot = (page: Page, name: string) => shootBoth(page, name, cancellationShots);

/** The booking lists with a cancelled booking, at 1280 then 360 px, under screenshots/lists/. */
export const shootList = (page: Page, name: string) =>
  shootBoth(
    page,
    name,
    process.env.SHOTS_DIR ??
      fileURLToPath(new URL('../../test-results/screenshots/lists/', import.meta.url)),
  );

/** A list row's money once its booking ended: kept, refunded, and where the refund stands. */
export async function expectListedMoney(row: Locator, kept: string, refund: string) {
  await expect(row.getByTestId('listed-kept')).toHaveText(kept);
  await expect(row.getByTestId('listed-refund')).toHaveText(refund);
}
export const listedRefund = (row: Locator) => row.getByTestId('list-refund-state');

/**
 * An open dialog as the traveller sees it, at 1280 then 360 px: the viewport
 * only, since a modal sits over the screen, not the page.
 */
export async function shootDialog(page: Page, dialog: Locator, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(cancellationShots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Cancel booking (or Cancel car hire) dialog. */
export const cancelDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^Cancel (booking|car hire)$/ });
export const quote = (page: Page) => cancelDialog(page).getByTestId('cancellation-quote');

/** The receipt's Cancelled panel and its parts. */
export const cancelledPanel = (page: Page) => page.getByTestId('cancellation-panel');
export const refundState = (page: Page) => page.getByTestId('refund-state');

/** On the receipt, paying online through the test gateway, back to "Paid online". */
export async function payOnReceipt(page: Page) {
  await payOnline(paymentPanel(page)).click();
  await checkout(page, 'Pay');
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(headline(page)).toHaveText('Paid online');
}

/**
 * The newest message to `to` whose text holds `holding` (a subject's words,
 * a reference), as text; waits for the outbox to send it.
 */
export const mailTo = (to: string, holding: string, dataDir?: string) =>
  findInMail(
    (text) => {
      const header = text.slice(0, text.indexOf('\n\n'));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(header)) return undefined;
      return text.includes(holding) ? text : undefined;
    },
    `a message to ${to} holding “${holding}”`,
    dataDir,
  );
