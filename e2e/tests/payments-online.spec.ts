import {
  bookRoom,
  checkout,
  headline,
  newGuest,
  ownerWithRoom,
  payOnline,
  paymentPanel,
  receiptUrl,
  shootBoth,
} from '../support/payments';
import {
  bookingDialog,
  daysForThisAttempt,
  fillGuest,
  lagosDate,
  lagosHotel,
  roomCard,
  selectButton,
  sidePanel,
} from '../support/stays';
import { expect, test } from '../support/test';

/*
 * Paying a booking online through the test gateway, which stands in for
 * Paystack without a key (docs/decisions/0022-payments-and-holds.md): the
 * receipt offers the choice, the gateway's page says no money moves, the
 * callback confirms, the receipt reads paid; and what the guest reads when
 * online payment is off, or a late payment was refunded. Stays on days 200–206.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('book, pay now online on the test gateway, see "Confirming your payment…", then the paid receipt', async ({
  page,
  request,
}) => {
  const [from, to] = [daysForThisAttempt(200), daysForThisAttempt(202)];
  const [checkIn, checkOut] = [lagosDate(from), lagosDate(to)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  const guest = newGuest();

  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await sidePanel(page).getByRole('button', { name: 'Book Now' }).click();
  await fillGuest(bookingDialog(page), guest);
  await bookingDialog(page)
    .getByRole('button', { name: /^Confirm booking/ })
    .click();

  // The fresh receipt: a hold until a Lagos time, and the two ways to pay.
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  const panel = paymentPanel(page);
  await expect(headline(page)).toHaveText(/^We’re holding your rooms until \d\d:\d\d$/);
  await expect(panel).toContainText('30 minutes from now');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Not paid');
  await expect(panel.getByRole('button', { name: 'Pay at the hotel' })).toBeVisible();
  await shootBoth(page, 'receipt-held');

  await payOnline(panel).click();
  // Hold the first check a moment, to see the callback page say what it does.
  let held = false;
  await page.route('**/api/v1/payments/*/verify', async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    }
    await route.continue();
  });
  await checkout(page, 'Pay', 'gateway-checkout');

  await expect(page).toHaveURL(/\/payment\/callback\?.*reference=WP-/);
  const confirming = page.getByRole('status').filter({ hasText: 'Confirming your payment…' });
  await expect(confirming).toBeVisible();

  // Then the receipt, in place of the callback (Back does not verify again).
  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  await expect(headline(page)).toHaveText('Paid online');
  await expect(panel).toContainText(/Paystack ref WP-[0-9A-Z]{12} · \d+ \w{3} \d{4}, \d\d:\d\d/);
  await expect(panel).toContainText('Test payment — no money moves');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Paid');
  await expect(payOnline(panel)).toHaveCount(0);
  await shootBoth(page, 'receipt-paid-online');

  // A reload reads the same from the server.
  await page.reload();
  await expect(headline(page)).toHaveText('Paid online');
});

test('the callback page says it is confirming, then after a minute that it will email', async ({
  page,
}) => {
  await page.clock.install();
  // An attempt that stays pending: the page keeps asking and says so.
  await page.route('**/api/v1/payments/*/verify', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        paymentReference: 'WP-ABCDEFGHJKLM',
        bookingReference: 'WK-ABCDEFGH',
        kind: 'room',
        email: 'ada@example.ng',
        attemptStatus: 'pending',
        paymentStatus: 'not paid',
        refundStatus: null,
      }),
    }),
  );
  await page.goto('/payment/callback?trxref=WP-ABCDEFGHJKLM&reference=WP-ABCDEFGHJKLM');
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirming your payment…' }),
  ).toBeVisible();
  await shootBoth(page, 'callback-confirming');

  // Still pending after a minute: it stops asking, and says what happens next.
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Still confirming your payment');
  await expect(page.getByRole('main')).toContainText('We’ll email ada@example.ng');
  await expect(page.getByRole('link', { name: 'Open your receipt' })).toHaveAttribute(
    'href',
    '/booking-receipt?reference=WK-ABCDEFGH&email=ada%40example.ng',
  );
  await shootBoth(page, 'callback-still-confirming');
});

test('without online payment the receipt says so and keeps paying at the hotel', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  await owner.context.close();
  const booking = await bookRoom(page.request, owner.room, newGuest(), [
    daysForThisAttempt(203),
    daysForThisAttempt(204),
  ]);
  // A server with no Paystack key and no test gateway answers 503.
  await page.route('**/api/v1/payments', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'PAYMENTS_UNAVAILABLE',
        message: 'Online payment is not available on this server',
      }),
    }),
  );
  await page.goto(receiptUrl(booking.reference, booking.email));
  await payOnline(paymentPanel(page)).click();
  await expect(paymentPanel(page).getByRole('alert')).toHaveText(
    'Online payment is not available right now. You can pay at the hotel.',
  );
  await expect(payOnline(paymentPanel(page))).toHaveCount(0);
  await expect(paymentPanel(page).getByRole('button', { name: 'Pay at the hotel' })).toBeEnabled();
});

test('a late payment refunded reads expired, with the refund and its amount', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  await owner.context.close();
  const booking = await bookRoom(page.request, owner.room, newGuest(), [
    daysForThisAttempt(205),
    daysForThisAttempt(206),
  ]);
  // Money that arrived after the hold ran out and its night was taken: refunded (as the API tells it).
  await page.route(`**/api/v1/bookings/${booking.reference}?*`, async (route) => {
    const answer = await route.fetch();
    const body = { ...(await answer.json()), holdExpiresAt: null, paymentStatus: 'expired' };
    await route.fulfill({
      response: answer,
      json: { ...body, refundStatus: 'pending', refundAmount: booking.total },
    });
  });
  await page.goto(receiptUrl(booking.reference, booking.email));
  await expect(headline(page)).toHaveText('Expired — not paid: the rooms were released');
  await expect(paymentPanel(page)).toContainText(
    'Refund pending: ₦25,000.00 is on its way back to the card or account you paid with.',
  );
  await shootBoth(page, 'receipt-refund-pending');
});
