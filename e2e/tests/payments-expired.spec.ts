import type { Browser } from '@playwright/test';
import { headline, paymentPanel, receiptUrl, shootBoth } from '../support/payments';
import { startServer, type RunningServer } from '../support/server';
import { bookUnits, lagosDate, lagosHotel, roomsOf } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A hold that runs out unpaid (docs/decisions/0022-payments-and-holds.md), on
 * a server of this spec's own whose holds last one minute and whose sweeper
 * runs every 2 s: the receipt turns to "Expired — not paid" by itself. The
 * only slow spec (about 70 s). Stays on days 230–231 of that server.
 */

let server: RunningServer;
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({
    env: { PAYMENT_HOLD_MINUTES: '1', HOLD_SWEEP_SECONDS: '2' },
    echo: false,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function onServer(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  return { context, page: await context.newPage() };
}

test('an unpaid hold runs out: the receipt reads "Expired — not paid" and offers to book again', async ({
  browser,
}) => {
  const { context, page } = await onServer(browser);
  const [checkIn, checkOut] = [lagosDate(230), lagosDate(231)];
  const { hotel, multi } = await lagosHotel(page.request, checkIn, checkOut);
  const unitsLeft = async () =>
    (await roomsOf(page.request, hotel.hotelId, checkIn, checkOut)).find(
      (room) => room.roomId === multi.roomId,
    )!.unitsLeft;
  const before = await unitsLeft();
  const booking = await bookUnits(page.request, multi, 1, checkIn, checkOut);
  expect(await unitsLeft()).toBe(before! - 1);
  const email = booking.customer.email;

  await page.goto(receiptUrl(booking.reference, email));
  await expect(headline(page)).toHaveText(/^We’re holding your rooms until \d\d:\d\d$/);
  await expect(paymentPanel(page)).toContainText('1 minute from now');

  // No reload: the page asks again when the hold runs out, and the sweeper releases it.
  await expect(headline(page)).toHaveText('Expired — not paid: the rooms were released', {
    timeout: 100_000,
  });
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Expired — not paid');
  await expect(paymentPanel(page).getByRole('button')).toHaveCount(0);
  await shootBoth(page, 'receipt-expired');

  // Its night is free again, and Book again leads back to the hotel.
  expect(await unitsLeft()).toBe(before);
  await paymentPanel(page).getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(`/rooms/${hotel.hotelId}`);
  await context.close();
});
