import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { bookThroughApi, registerThroughApi } from '../support/owner-cars';
import { myBookingCard, myBookingList, signUpThroughApi } from '../support/pages';
import { bookRoom, ownerWithRoom, type Guest } from '../support/payments';
import { daysForThisAttempt } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * My Bookings on a phone (docs/product.md#my-bookings): a customer with two
 * stays (one held unpaid, one cancelled) and a car hire sees cards, upcoming
 * apart from past, each saying what it is, when, its status and its next
 * action, with nothing off the side of a 360 px screen; at 1280 px the cards
 * stand their parts side by side. Stays on days 260–263 and a hire on day
 * 266, on an owner's hotel and car of their own.
 */

const shots = fileURLToPath(
  new URL('../../test-results/screenshots/my-bookings/', import.meta.url),
);
test.setTimeout(120_000);

/** Whether the page can scroll sideways: wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The element is scrolled to and lies wholly inside the window's width. */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  await expect(element, what).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

test('My Bookings at 360 px: stays and a car hire as cards, status and next action on screen', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const car = await registerThroughApi(owner.page, { make: 'Toyota', model: 'Land Cruiser Prado' });
  await owner.context.close();

  const { email } = await signUpThroughApi(page, 'customer');
  const customer: Guest = {
    firstName: 'Chiamaka',
    lastName: 'Okonkwo-Adeyemi',
    email,
    phone: '08031234567',
  };
  const held = await bookRoom(page.request, owner.room, customer, [
    daysForThisAttempt(260),
    daysForThisAttempt(262),
  ]);
  const cancelled = await bookRoom(page.request, owner.room, customer, [
    daysForThisAttempt(262),
    daysForThisAttempt(263),
  ]);
  const cancel = await page.request.post(`/api/v1/bookings/${cancelled.reference}/cancel`, {
    headers: { origin: baseURL ?? '' },
    data: {},
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const hire = await bookThroughApi(page, car, daysForThisAttempt(266), 5);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my-bookings');
  const upcoming = myBookingList(page, 'Upcoming');
  const past = myBookingList(page, 'Past and cancelled');
  await expect(upcoming.getByRole('article')).toHaveCount(2);
  await expect(past.getByRole('article')).toHaveCount(1);
  // Newest made first: the car hire, then the held stay; the cancelled stay is past.
  await expect(upcoming.getByRole('article').nth(0)).toContainText(hire.reference);
  await expect(upcoming.getByRole('article').nth(1)).toContainText(held.reference);
  await expect(past).toContainText(cancelled.reference);

  expect(await scrollsSideways(page), 'My Bookings scrolls sideways at 360 px').toBe(false);
  const cards = [
    { reference: held.reference, kind: 'Hotel stay', status: 'Not paid', next: 'Pay Now' },
    { reference: hire.reference, kind: 'Car hire', status: 'Not paid', next: 'Pay Now' },
    { reference: cancelled.reference, kind: 'Hotel stay', status: 'Cancelled', next: 'receipt' },
  ];
  for (const { reference, kind, status, next } of cards) {
    const card = myBookingCard(page, reference);
    await expect(card).toContainText(kind);
    await expect(card).toContainText(kind === 'Car hire' ? 'Pickup:' : 'Check-in:');
    await expect(card.getByTestId('card-status')).toContainText(status);
    await expectOnScreen(page, card.getByTestId('card-status'), `${reference}'s status`);
    const receipt = card.getByRole('link', { name: /^View receipt/ });
    const action = next === 'Pay Now' ? card.getByRole('button', { name: /^Pay Now/ }) : receipt;
    await expectOnScreen(page, action, `${reference}'s next action`);
    await expectOnScreen(page, receipt, `${reference}'s receipt link`);
  }
  // The cancelled stay still says what the cancellation did with the money.
  await expect(
    myBookingCard(page, cancelled.reference).getByTestId('list-refund-state'),
  ).toHaveText('Nothing was paid, so nothing is kept or refunded.');
  expect(await scrollsSideways(page)).toBe(false);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.waitForTimeout(300);
    expect(await scrollsSideways(page), `sideways at ${width} px`).toBe(false);
    await page.screenshot({ path: path.join(shots, `my-bookings-${width}.png`), fullPage: true });
  }
  // At 1280 px a card's three parts stand side by side: the money to the right of what and when.
  const wide = myBookingCard(page, held.reference);
  const what = (await wide.getByRole('heading', { level: 3 }).boundingBox())!;
  const money = (await wide.getByTestId('card-status').boundingBox())!;
  expect(money.x).toBeGreaterThan(what.x + what.width);
  expect(Math.abs(money.y - what.y)).toBeLessThan(40);
});
