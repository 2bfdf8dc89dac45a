import { lagosDate } from '../support/stays';
import { expect, test } from '../support/test';
import {
  asOwner,
  useOwnerBookings,
  references,
  row,
  showing,
  hotelFilter,
  paymentFilter,
  searchBox,
} from '../support/owner-bookings';

/*
 * The All Bookings filters (docs/product.md#owner-bookings): hotel, payment
 * status (docs/product.md#states), stay dates and search, each kept in the
 * address so that a reload shows the same list.
 */

const seeded = useOwnerBookings();

test('the hotel filter lists the owner’s hotels and shows only that hotel’s bookings', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(hotelFilter(page).getByRole('option')).toHaveText([
    'All hotels',
    seeded.hotelNames.beta,
    seeded.hotelNames.alpha,
  ]);

  await hotelFilter(page).selectOption({ label: seeded.hotelNames.alpha });
  await expect(page).toHaveURL(/hotelId=/);
  await expect(references(page)).toHaveText([seeded.multiRoom.reference, seeded.paidOne.reference]);
  await expect(showing(page)).toHaveText('Showing 1–2 of 2');
  // One page only: no Previous or Next.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await hotelFilter(page).selectOption({ label: seeded.hotelNames.beta });
  await expect(showing(page)).toHaveText('Showing 1–20 of 21');
  await expect(references(page).first()).toHaveText(seeded.betaOne.reference);

  await hotelFilter(page).selectOption({ label: 'All hotels' });
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  await expect(page).not.toHaveURL(/hotelId=/);
  await context.close();
});

test('the payment status filter shows the bookings in one state', async ({ browser, baseURL }) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(paymentFilter(page).getByRole('option')).toHaveText([
    'All',
    'Paid',
    'Awaiting confirmation',
    'Pay at hotel',
    'Not paid',
    'Expired — not paid',
  ]);

  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/paymentStatus=paid/);
  await expect(references(page)).toHaveText([seeded.paidOne.reference]);
  await expect(showing(page)).toHaveText('Showing 1 of 1');

  await paymentFilter(page).selectOption({ label: 'Not paid' });
  await expect(showing(page)).toHaveText('Showing 1–20 of 22');
  await expect(references(page)).not.toContainText([seeded.paidOne.reference]);
  await context.close();
});

test('the stay dates find the bookings with a night between them', async ({ browser, baseURL }) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  // From the multi-room booking's check-out day: its last night is the day before, so it is out.
  await page.getByLabel('Staying from').fill(lagosDate(403));
  await page.getByLabel('Staying until').fill(lagosDate(420));
  await expect(references(page)).toHaveText(
    [seeded.betaOne.reference, seeded.paidOne.reference].sort(byNewest),
  );
  await expect(showing(page)).toHaveText('Showing 1–2 of 2');

  await page.getByLabel('Staying until').fill(lagosDate(415));
  await expect(references(page)).toHaveText([seeded.paidOne.reference]);

  // An end before the start: the shared schema's message, and the end is left out of the search.
  await page.getByLabel('Staying until').fill(lagosDate(402));
  await expect(page.getByText('to must be on or after from')).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1–20 of 22');
  await context.close();
});

/** The order the list shows: newest made first. */
const byNewest = (a: string, b: string) =>
  seeded.allReferences.indexOf(a) - seeded.allReferences.indexOf(b);

test('the search finds a booking by its reference or by the guest’s name, in any case', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  await searchBox(page).fill(seeded.betaOne.reference.toLowerCase());
  // The list follows once the typing pauses; the address holds the search.
  await expect(page).toHaveURL(new RegExp(`q=${seeded.betaOne.reference.toLowerCase()}`));
  await expect(references(page)).toHaveText([seeded.betaOne.reference]);

  await searchBox(page).fill('ngozi adeyemi');
  await expect(references(page)).toHaveText([seeded.paidOne.reference]);
  await expect(row(page, seeded.paidOne)).toContainText('Ngozi Adeyemi');

  await searchBox(page).fill('Bulkb');
  // Bulkb (1) and Bulkba to Bulkbj (10 to 19).
  await expect(showing(page)).toHaveText('Showing 1–11 of 11');

  // Nobody by that name: the filtered empty state, and its way back.
  await searchBox(page).fill('Nobody Atall');
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
  await context.close();
});

test('every filter and the page live in the address: a reload shows the same list', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await hotelFilter(page).selectOption({ label: seeded.hotelNames.alpha });
  await paymentFilter(page).selectOption({ label: 'Not paid' });
  await page.getByLabel('Staying from').fill(lagosDate(400));
  await page.getByLabel('Staying until').fill(lagosDate(430));
  await searchBox(page).fill('okafor');
  await expect(page).toHaveURL(/q=okafor/);
  await expect(references(page)).toHaveText([seeded.multiRoom.reference]);

  await page.reload();
  await expect(hotelFilter(page)).toHaveValue(/.+/);
  await expect(hotelFilter(page).locator('option:checked')).toHaveText(seeded.hotelNames.alpha);
  await expect(paymentFilter(page)).toHaveValue('not paid');
  await expect(page.getByLabel('Staying from')).toHaveValue(lagosDate(400));
  await expect(page.getByLabel('Staying until')).toHaveValue(lagosDate(430));
  await expect(searchBox(page)).toHaveValue('okafor');
  await expect(references(page)).toHaveText([seeded.multiRoom.reference]);
  await context.close();
});
