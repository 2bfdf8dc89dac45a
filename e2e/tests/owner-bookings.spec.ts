import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signUpThroughApi } from '../support/pages';
import { kobo, lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The owner's All Bookings page (spec §2 Owner bookings, §4 payment states;
 * D8, D10, D17; issue 5): filters, search, pages, marking paid and not paid,
 * the address as the page's state, and the page at 360 and 1280 px.
 *
 * One owner of its own, with two hotels of its own, booked by guests through
 * the API on days 400–430 after Lagos's today: 23 bookings, more than the
 * API's page of 20. Nobody else books these rooms.
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-owner-bookings';
const unique = () => Math.random().toString(36).slice(2, 8);

type Guest = { firstName: string; lastName: string; email: string; phone: string };
type Line = { room: CreatedRoom; quantity: number };
type CreatedRoom = { roomId: string; hotelId: string; roomType: string; roomPrice: number };
type Booked = {
  bookingId: string;
  reference: string;
  guest: Guest;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  total: number;
};

const hotelNames = { alpha: `Alpha Creek Hotel ${unique()}`, beta: `Beta Court Hotel ${unique()}` };
let owner: Awaited<ReturnType<BrowserContext['storageState']>>;
/** The three bookings the tests pick out, by what sets them apart. */
let multiRoom: Booked; // Alpha, two room types, days 400–403, Chidi Okafor
let paidOne: Booked; // Alpha, days 410–412, Ngozi Adeyemi, marked paid at setup
let betaOne: Booked; // Beta, days 420–421, Emeka Obi
let allReferences: string[];

test.describe.configure({ mode: 'default', timeout: 90_000 });

async function createHotel(owner: APIRequestContext, hotelName: string) {
  const response = await owner.post('/api/v1/hotels', {
    data: {
      hotelName,
      hotelContactNo: '08031234567',
      hotelDescription: 'Rooms for the bookings list.',
      // Not in Lagos: the guest specs pick a Lagos hotel from the search and book it.
      hotelAddress: '4 Lalubu Street, Oke-Ilewo',
      country: 'Nigeria',
      state: 'Ogun',
      stateId: 28,
      localGov: 'Abeokuta South',
      city: 'Abeokuta',
      hotelRating: '4',
      minimumPrice: 15_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: '/media/demo/placeholder.webp',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { hotelId: string }).hotelId;
}

async function createRoom(
  owner: APIRequestContext,
  hotelId: string,
  roomType: string,
  roomPrice: number,
) {
  const response = await owner.post('/api/v1/rooms', {
    data: {
      hotelId,
      roomType,
      roomPrice,
      roomQuantity: 30,
      roomDescription: `${roomType}, for the bookings list.`,
      roomImage: ['/media/demo/placeholder.webp'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { roomId } = (await response.json()) as { roomId: string };
  return { roomId, hotelId, roomType, roomPrice };
}

/** A guest, not signed in, books the lines for days `from` to `to` after today. */
async function book(
  guestRequest: APIRequestContext,
  hotelName: string,
  lines: Line[],
  guest: Guest,
  [from, to]: [number, number],
): Promise<Booked> {
  const [checkIn, checkOut, nights] = [lagosDate(from), lagosDate(to), to - from];
  const totalKobo = lines.reduce((sum, l) => sum + kobo(l.room.roomPrice) * l.quantity, 0) * nights;
  const response = await guestRequest.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: { ...guest, checkInDate: checkIn, checkOutDate: checkOut, specialRequests: '' },
      hotelId: lines[0]!.room.hotelId,
      rooms: lines.map(({ room, quantity }) => ({
        roomId: room.roomId,
        quantity,
        price: room.roomPrice,
        roomType: room.roomType,
      })),
      totalAmount: totalKobo / 100,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { bookingId, reference } = (await response.json()) as {
    bookingId: string;
    reference: string;
  };
  return {
    bookingId,
    reference,
    guest,
    hotelName,
    checkIn,
    checkOut,
    nights,
    total: totalKobo / 100,
  };
}

/** A number written with the letters a–j for 0–9: names may not hold digits (12 → "bc"). */
const asLetters = (n: number) =>
  [...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

const guest = (firstName: string, lastName: string): Guest => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.ng`.toLowerCase(),
  phone: '08031234567',
});

test.beforeAll(async ({ browser, baseURL }) => {
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signUpThroughApi(ownerPage, 'hotelOwner');
  owner = await ownerContext.storageState();
  const api = ownerPage.request;

  const alphaId = await createHotel(api, hotelNames.alpha);
  const betaId = await createHotel(api, hotelNames.beta);
  const garden = await createRoom(api, alphaId, 'Garden Double', 20_000);
  const ocean = await createRoom(api, alphaId, 'Ocean Suite', 50_000);
  const courtyard = await createRoom(api, betaId, 'Courtyard Single', 15_000);

  // Guests have no session: a context of their own, without the owner's cookies.
  const guestContext = await browser.newContext({ baseURL });
  const guests = guestContext.request;
  // The 20 older bookings first, so the three picked out are the newest: page 1's top.
  const bulk: Booked[] = [];
  for (let n = 1; n <= 20; n += 1) {
    bulk.push(
      await book(
        guests,
        hotelNames.beta,
        [{ room: courtyard, quantity: 1 }],
        guest('Funke', `Bulk${asLetters(n)}`),
        [425, 427],
      ),
    );
  }
  betaOne = await book(
    guests,
    hotelNames.beta,
    [{ room: courtyard, quantity: 1 }],
    guest('Emeka', 'Obi'),
    [420, 421],
  );
  paidOne = await book(
    guests,
    hotelNames.alpha,
    [{ room: ocean, quantity: 1 }],
    guest('Ngozi', 'Adeyemi'),
    [410, 412],
  );
  multiRoom = await book(
    guests,
    hotelNames.alpha,
    [
      { room: garden, quantity: 2 },
      { room: ocean, quantity: 1 },
    ],
    guest('Chidi', 'Okafor'),
    [400, 403],
  );
  allReferences = [multiRoom, paidOne, betaOne, ...bulk.reverse()].map((b) => b.reference);

  const paid = await api.put(`/api/v1/bookings/status/${paidOne.bookingId}`, {
    data: { paymentStatus: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await guestContext.close();
  await ownerContext.close();
});

/** A page signed in as the owner, in a context of its own (as axe needs). */
async function asOwner(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    storageState: owner,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

const table = (page: Page) => page.getByRole('table', { name: 'Bookings' });
/** The references shown, in order: each row's header cell starts with it, over when it was booked. */
const references = (page: Page) =>
  table(page)
    .getByRole('rowheader')
    .getByText(/^WK-[0-9A-Z]+$/);
const row = (page: Page, booking: Booked) =>
  table(page).getByRole('row').filter({ hasText: booking.reference });
const showing = (page: Page) => page.getByText(/^Showing /);
const hotelFilter = (page: Page) => page.getByLabel('Hotel', { exact: true });
const paymentFilter = (page: Page) => page.getByLabel('Payment status');
const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by reference or guest name' });
const paymentButton = (scope: Locator, booking: Booked) =>
  scope.getByRole('button', {
    name: new RegExp(`^(Mark as (not )?paid|Saving\\.\\.\\.) for ${booking.reference}$`),
  });
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const stayDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('the owner sees exactly their own bookings, newest first; another owner sees none of them', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
  await expect(page).toHaveTitle('All Bookings — Waka');

  await expect(references(page)).toHaveText(allReferences.slice(0, 20));
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  // The booking of two room types, row by row as the owner reads it.
  const [year, month, day] = lagosDate(0).split('-');
  await expect(row(page, multiRoom).getByRole('rowheader')).toHaveText(
    new RegExp(
      `^${multiRoom.reference}Booked ${day}-${month}-${year}(0\\d|1[0-2]):[0-5]\\d (AM|PM)$`,
    ),
  );
  await expect(row(page, multiRoom).getByRole('cell')).toHaveText([
    'Chidi Okaforchidi.okafor@example.ng08031234567',
    `${hotelNames.alpha}Garden Double, Ocean Suite3 rooms`,
    `${stayDay(multiRoom.checkIn)}to ${stayDay(multiRoom.checkOut)}3 nights`,
    // (2 × ₦20,000 + ₦50,000) × 3 nights
    naira.format(270_000),
    /^Not paidMark as paid/,
  ]);
  await expect(row(page, paidOne).getByRole('cell').last()).toHaveText(/^PaidMark as not paid/);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(references(page)).toHaveText(allReferences.slice(20));
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
  for (const reference of [multiRoom.reference, paidOne.reference]) {
    const found = (await (
      await other.request.get(`/api/v1/owner/bookings?q=${reference}`)
    ).json()) as {
      total: number;
    };
    expect(found.total, reference).toBe(0);
  }
  await otherContext.close();
});

test('the hotel filter lists the owner’s hotels and shows only that hotel’s bookings', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(hotelFilter(page).getByRole('option')).toHaveText([
    'All hotels',
    hotelNames.beta,
    hotelNames.alpha,
  ]);

  await hotelFilter(page).selectOption({ label: hotelNames.alpha });
  await expect(page).toHaveURL(/hotelId=/);
  await expect(references(page)).toHaveText([multiRoom.reference, paidOne.reference]);
  await expect(showing(page)).toHaveText('Showing 1–2 of 2');
  // One page only: no Previous or Next.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await hotelFilter(page).selectOption({ label: hotelNames.beta });
  await expect(showing(page)).toHaveText('Showing 1–20 of 21');
  await expect(references(page).first()).toHaveText(betaOne.reference);

  await hotelFilter(page).selectOption({ label: 'All hotels' });
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  await expect(page).not.toHaveURL(/hotelId=/);
  await context.close();
});

test('the payment status filter shows paid or not paid bookings', async ({ browser, baseURL }) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(paymentFilter(page).getByRole('option')).toHaveText(['All', 'Not paid', 'Paid']);

  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/paymentStatus=paid/);
  await expect(references(page)).toHaveText([paidOne.reference]);
  await expect(showing(page)).toHaveText('Showing 1 of 1');

  await paymentFilter(page).selectOption({ label: 'Not paid' });
  await expect(showing(page)).toHaveText('Showing 1–20 of 22');
  await expect(references(page)).not.toContainText([paidOne.reference]);
  await context.close();
});

test('the stay dates find the bookings with a night between them', async ({ browser, baseURL }) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  // From the multi-room booking's check-out day: its last night is the day before, so it is out.
  await page.getByLabel('Staying from').fill(lagosDate(403));
  await page.getByLabel('Staying until').fill(lagosDate(420));
  await expect(references(page)).toHaveText([betaOne.reference, paidOne.reference].sort(byNewest));
  await expect(showing(page)).toHaveText('Showing 1–2 of 2');

  await page.getByLabel('Staying until').fill(lagosDate(415));
  await expect(references(page)).toHaveText([paidOne.reference]);

  // An end before the start: the shared schema's message, and the end is left out of the search.
  await page.getByLabel('Staying until').fill(lagosDate(402));
  await expect(page.getByText('to must be on or after from')).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1–20 of 22');
  await context.close();
});

/** The order the list shows: newest made first. */
const byNewest = (a: string, b: string) => allReferences.indexOf(a) - allReferences.indexOf(b);

test('the search finds a booking by its reference or by the guest’s name, in any case', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');

  await searchBox(page).fill(betaOne.reference.toLowerCase());
  // The list follows once the typing pauses; the address holds the search.
  await expect(page).toHaveURL(new RegExp(`q=${betaOne.reference.toLowerCase()}`));
  await expect(references(page)).toHaveText([betaOne.reference]);

  await searchBox(page).fill('ngozi adeyemi');
  await expect(references(page)).toHaveText([paidOne.reference]);
  await expect(row(page, paidOne)).toContainText('Ngozi Adeyemi');

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

test('pages of 20: Previous and Next, disabled at the ends, kept on reload; a filter goes back to page 1', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
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

test('the owner marks a booking paid, then not paid; the list, the Paid filter and a reload agree', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  const bookingRow = row(page, multiRoom);
  await expect(bookingRow).toContainText('Not paid');

  // Hold the save a moment, to see it in progress.
  await page.route('**/api/v1/bookings/status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await paymentButton(bookingRow, multiRoom).click();
  await expect(paymentButton(bookingRow, multiRoom)).toHaveText(
    `Saving... for ${multiRoom.reference}`,
  );
  await expect(paymentButton(bookingRow, multiRoom)).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${multiRoom.reference} is marked as paid.`,
  );
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^PaidMark as not paid/);
  await page.unroute('**/api/v1/bookings/status/**');

  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(references(page)).toHaveText([multiRoom.reference, paidOne.reference]);
  await page.reload();
  await expect(references(page)).toHaveText([multiRoom.reference, paidOne.reference]);

  // Back to not paid, from the Paid list: it leaves the list, and stays not paid after a reload.
  await paymentButton(bookingRow, multiRoom).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
    `${multiRoom.reference} is marked as not paid.`,
  );
  await expect(references(page)).toHaveText([paidOne.reference]);
  await page.goto('/owner/all-hotel-bookings');
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^Not paidMark as paid/);
  await context.close();
});

test('a refused save shows the server’s message and leaves the booking as it was', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.route('**/api/v1/bookings/status/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'FORBIDDEN',
        message: 'Only the hotel can mark a booking as not paid',
      }),
    }),
  );
  await page.goto('/owner/all-hotel-bookings');
  const bookingRow = row(page, betaOne);
  await paymentButton(bookingRow, betaOne).click();
  await expect(page.getByRole('alert')).toContainText(
    'Only the hotel can mark a booking as not paid',
  );
  await expect(bookingRow.getByRole('cell').last()).toHaveText(/^Not paidMark as paid/);
  await expect(paymentButton(bookingRow, betaOne)).toBeEnabled();
  await context.close();
});

test('every filter and the page live in the address: a reload shows the same list', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await hotelFilter(page).selectOption({ label: hotelNames.alpha });
  await paymentFilter(page).selectOption({ label: 'Not paid' });
  await page.getByLabel('Staying from').fill(lagosDate(400));
  await page.getByLabel('Staying until').fill(lagosDate(430));
  await searchBox(page).fill('okafor');
  await expect(page).toHaveURL(/q=okafor/);
  await expect(references(page)).toHaveText([multiRoom.reference]);

  await page.reload();
  await expect(hotelFilter(page)).toHaveValue(/.+/);
  await expect(hotelFilter(page).locator('option:checked')).toHaveText(hotelNames.alpha);
  await expect(paymentFilter(page)).toHaveValue('not paid');
  await expect(page.getByLabel('Staying from')).toHaveValue(lagosDate(400));
  await expect(page.getByLabel('Staying until')).toHaveValue(lagosDate(430));
  await expect(searchBox(page)).toHaveValue('okafor');
  await expect(references(page)).toHaveText([multiRoom.reference]);
  await context.close();
});

test('a failed load says so and tries again; the list shows a skeleton meanwhile', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
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

test('at 360 px each booking is a card and nothing scrolls sideways; wide and narrow pass axe', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  expect(await seriousViolations(page), '1280 px').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(table(page)).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: multiRoom.reference });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Chidi Okafor');
  await expect(card).toContainText('Garden Double, Ocean Suite · 3 rooms');
  await expect(card).toContainText(naira.format(270_000));
  await expect(paymentButton(card, multiRoom)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page), '360 px').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360.png'), fullPage: true });
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-top.png') });
  await card.screenshot({ path: path.join(shots, 'owner-bookings-360-card.png') });
  await showing(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-pages.png') });

  // A phone opens on the bookings: the filters but the search fold behind a button.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hotelFilter(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(hotelFilter(page)).toBeVisible();
  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(page.getByRole('button', { name: 'Hide filters (1 on)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(showing(page)).toHaveText('Showing 1 of 1');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page), '360 px, filters open').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-filters.png') });
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The filtered empty state fits too.
  await searchBox(page).fill('Nobody Atall');
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-empty.png'), fullPage: true });
  await context.close();
});
