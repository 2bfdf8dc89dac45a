import { signUpThroughApi } from '../support/pages';
import { lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';
import {
  asOwner,
  useOwnerBookings,
  references,
  row,
  showing,
  paymentFilter,
  stayDay,
} from '../support/owner-bookings';

/*
 * The owner's All Bookings page (docs/product.md#owner-bookings,
 * docs/product.md#roles): the owner's own bookings only, newest first, in
 * pages of 20; a failed load said and tried again, with a skeleton meanwhile
 * (docs/product.md#messages).
 */

const seeded = useOwnerBookings();

test('the owner sees exactly their own bookings, newest first; another owner sees none of them', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
  await expect(page).toHaveTitle('All Bookings — Waka');

  await expect(references(page)).toHaveText(seeded.allReferences.slice(0, 20));
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  // The booking of two room types, row by row as the owner reads it.
  const [year, month, day] = lagosDate(0).split('-');
  await expect(row(page, seeded.multiRoom).getByRole('rowheader')).toHaveText(
    new RegExp(
      `^${seeded.multiRoom.reference}Booked ${day}-${month}-${year}(0\\d|1[0-2]):[0-5]\\d (AM|PM)$`,
    ),
  );
  await expect(row(page, seeded.multiRoom).getByRole('cell')).toHaveText([
    'Chidi Okaforchidi.okafor@example.ng08031234567',
    `${seeded.hotelNames.alpha}Garden Double, Ocean Suite3 rooms`,
    `${stayDay(seeded.multiRoom.checkIn)}to ${stayDay(seeded.multiRoom.checkOut)}3 nights`,
    // (2 × ₦20,000 + ₦50,000) × 3 nights
    naira.format(270_000),
    // Held unpaid: until when, on the Lagos clock, then what the owner can do.
    /^Not paidHeld until \d\d:\d\d \(Lagos time\)Confirm payment received/,
  ]);
  // Confirmed by the owner at setup: nothing left to confirm, a mistake can be undone.
  await expect(row(page, seeded.paidOne).getByRole('cell').last()).toHaveText(
    /^PaidMark as not paid/,
  );

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(references(page)).toHaveText(seeded.allReferences.slice(20));
  await context.close();

  // A second owner: none of the first owner's bookings, and the list says why it is empty.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signUpThroughApi(other, 'hotelOwner');
  await other.goto('/owner/all-hotel-bookings');
  await expect(other.getByText('No bookings yet')).toBeVisible();
  await expect(other.getByRole('table')).toHaveCount(0);
  const page1 = (await (await other.request.get('/api/v1/owner/bookings')).json()) as {
    total: number;
  };
  expect(page1.total).toBe(0);
  for (const reference of [seeded.multiRoom.reference, seeded.paidOne.reference]) {
    const found = (await (
      await other.request.get(`/api/v1/owner/bookings?q=${reference}`)
    ).json()) as {
      total: number;
    };
    expect(found.total, reference).toBe(0);
  }
  await otherContext.close();
});

test('pages of 20: Previous and Next, disabled at the ends, kept on reload; a filter goes back to page 1', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });

  await expect(references(page)).toHaveCount(20);
  await expect(previous).toBeDisabled();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(showing(page)).toHaveText('Showing 21–23 of 23');
  await expect(references(page)).toHaveCount(3);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await page.reload();
  await expect(showing(page)).toHaveText('Showing 21–23 of 23');

  await paymentFilter(page).selectOption({ label: 'Not paid' });
  await expect(page).not.toHaveURL(/page=/);
  await expect(showing(page)).toHaveText('Showing 1–20 of 22');

  // Back goes to the page before the filter.
  await page.goBack();
  await expect(showing(page)).toHaveText('Showing 21–23 of 23');
  await context.close();
});

test('a failed load says so and tries again; the list shows a skeleton meanwhile', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/v1/owner/bookings',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (failing) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.continue();
    },
  );
  await page.goto('/owner/all-hotel-bookings');
  await expect(page.getByRole('status', { name: 'Loading bookings' })).toBeVisible();
  await expect(page.getByText('We couldn’t load your bookings.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  await context.close();
});
