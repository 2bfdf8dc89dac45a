import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { publicHeader, signUpThroughApi } from '../support/pages';
import { lagosDate } from '../support/stays';
import { expect, test } from '../support/test';

/** The owner sidebar, in order (docs/product.md#owner-area). */
const OWNER_SCREENS = [
  ['Dashboard', '/owner'],
  ['Register Hotel', '/owner/hotel-registration'],
  ['List All Hotel', '/owner/list-hotels-action'],
  ['Add Room', '/owner/all-hotel'],
  ['List Room', '/owner/list-room'],
  ['All Bookings', '/owner/all-hotel-bookings'],
  ['Register Car', '/owner/car-hire-registration'],
  ['List All Cars', '/owner/view-cars'],
  ['View Car Bookings', '/owner/view-car-booking'],
] as const;

const ownerNav = (page: Page) => page.getByRole('navigation', { name: 'Owner area' });
const totalBookings = (page: Page) => page.getByTestId('total-bookings');
const totalRevenue = (page: Page) => page.getByTestId('total-revenue');
const recentBookings = (page: Page) => page.getByRole('region', { name: 'Recent Room Bookings' });

/** How far the page can scroll sideways: 0 when everything fits the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/*
 * Sign-ups are limited per address per minute, and every spec signs up from
 * the same one: the screens of a new owner share one account, made once, and
 * run in order in one worker.
 */
test.describe.configure({ mode: 'default' });
let newOwner: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await signUpThroughApi(await context.newPage(), 'hotelOwner');
  newOwner = await context.storageState();
  await context.close();
});

/** A page signed in as the new owner, in a context of its own (as axe needs). */
async function asNewOwner(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    storageState: newOwner,
    viewport: { width, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test('the owner sidebar lists every owner screen in the spec’s order and marks the current one', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asNewOwner(browser, baseURL);
  await page.goto('/owner');

  const links = ownerNav(page).getByRole('link');
  await expect(links).toHaveCount(OWNER_SCREENS.length);
  for (const [index, [label, href]] of OWNER_SCREENS.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(label);
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
  // The divider between the hotel entries and the car entries.
  await expect(ownerNav(page).getByRole('separator')).toHaveCount(1);
  await expect(ownerNav(page).locator('[aria-current="page"]')).toHaveAccessibleName('Dashboard');

  await ownerNav(page).getByRole('link', { name: 'List All Cars' }).click();
  await expect(page).toHaveURL(/\/owner\/view-cars$/);
  await expect(ownerNav(page).locator('[aria-current="page"]')).toHaveAccessibleName(
    'List All Cars',
  );
  await expect(publicHeader(page)).toHaveCount(0);

  // The top bar: the logo home and who is signed in (Sign out is tried last, below).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Waka' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('banner')).toContainText('Amaka Eze');
  await context.close();
});

test('at 360 px the owner area is an icon rail and nothing scrolls sideways', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asNewOwner(browser, baseURL, 360);
  for (const path of ['/owner', '/owner/view-cars']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every part has settled: no loading indicator left (the toasts' live region stays, empty).
    await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
    for (const [label] of OWNER_SCREENS) {
      const link = ownerNav(page).getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      // Icons only: each entry is a 44 px square, named by its label.
      expect((await link.boundingBox())?.width).toBeLessThanOrEqual(48);
    }
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
  await context.close();
});

test('a new owner’s dashboard shows no bookings and no revenue', async ({ browser, baseURL }) => {
  const { context, page } = await asNewOwner(browser, baseURL);
  await page.goto('/owner');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(totalBookings(page)).toHaveText('0');
  await expect(totalRevenue(page)).toHaveText('₦0.00');
  await expect(recentBookings(page).getByText('No bookings yet')).toBeVisible();
  await context.close();
});

test('the owner dashboard has no serious accessibility violations, wide or narrow', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asNewOwner(browser, baseURL);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/owner');
    await expect(totalRevenue(page)).toHaveText('₦0.00');
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
  }
  await context.close();
});

test('an owner sees a guest’s booking of their room in the totals and the recent bookings', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, 'hotelOwner');
  // The owner's own new hotel: no other spec books it, so any days will do.
  const hotelName = `Dashboard Test Hotel ${Math.random().toString(36).slice(2, 8)}`;
  const hotelResponse = await page.request.post('/api/v1/hotels', {
    data: {
      hotelName,
      hotelContactNo: '08031234567',
      hotelDescription: 'Quiet rooms five minutes from the airport.',
      hotelAddress: '12 Obafemi Awolowo Way',
      country: 'Nigeria',
      state: 'Lagos',
      stateId: 25,
      localGov: 'Ikeja',
      city: 'Ikeja',
      hotelRating: '4',
      minimumPrice: 25_000.5,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: '/media/demo/placeholder.webp',
    },
  });
  expect(hotelResponse.status(), await hotelResponse.text()).toBe(201);
  const hotel = (await hotelResponse.json()) as { hotelId: string };
  const roomResponse = await page.request.post('/api/v1/rooms', {
    data: {
      hotelId: hotel.hotelId,
      roomType: 'Garden Double',
      roomPrice: 25_000.5,
      roomQuantity: 3,
      roomDescription: 'A double room over the garden.',
      roomImage: ['/media/demo/placeholder.webp'],
    },
  });
  expect(roomResponse.status(), await roomResponse.text()).toBe(201);
  const room = (await roomResponse.json()) as { roomId: string };

  // A guest, not signed in, books 2 units for 2 nights: 25,000.50 × 2 × 2.
  const [checkInDate, checkOutDate] = [lagosDate(3), lagosDate(5)];
  const bookingResponse = await request.post('/api/v1/bookings', {
    data: {
      customer: {
        firstName: 'Chidi',
        lastName: 'Okafor',
        email: 'chidi.okafor@example.ng',
        phone: '08031234567',
        checkInDate,
        checkOutDate,
        specialRequests: '',
      },
      hotelId: hotel.hotelId,
      rooms: [{ roomId: room.roomId, roomType: 'Garden Double', quantity: 2, price: 25_000.5 }],
      totalAmount: 100_002,
      checkInDate,
      checkOutDate,
      nights: 2,
    },
  });
  expect(bookingResponse.status(), await bookingResponse.text()).toBe(201);
  const booking = (await bookingResponse.json()) as { bookingId: string };

  await page.goto('/owner');
  await expect(totalBookings(page)).toHaveText('1');
  // Revenue is money received: the unpaid booking is shown apart.
  await expect(totalRevenue(page)).toHaveText('₦0.00');
  await expect(page.getByTestId('unpaid-amount')).toHaveText('₦100,002.00 awaiting payment');
  const row = recentBookings(page).getByRole('row').filter({ hasText: hotelName });
  // Today in Lagos as DD-MM-YYYY, then the time on the Lagos clock.
  const [year, month, day] = lagosDate(0).split('-');
  const cells = [
    'Chidi Okafor',
    hotelName,
    'Garden Double',
    new RegExp(`^${day}-${month}-${year} (0\\d|1[0-2]):[0-5]\\d (AM|PM)$`),
    '2',
    '₦100,002.00',
    'Not paid',
  ];
  await expect(row.getByRole('cell')).toHaveText(cells);

  // The hotel confirms the money: the dashboard counts it and reads Paid.
  const paid = await page.request.put(`/api/v1/bookings/status/${booking.bookingId}`, {
    data: { paymentStatus: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await expect(row.getByRole('cell').last()).toHaveText('Paid');
  await expect(totalRevenue(page)).toHaveText('₦100,002.00');
  await expect(page.getByTestId('unpaid-amount')).toHaveText('Nothing awaiting payment');

  // On a phone the booking is a card, and the page still fits.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row).toBeHidden();
  const card = recentBookings(page).getByRole('listitem').filter({ hasText: hotelName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Chidi Okafor');
  await expect(card).toContainText('₦100,002.00');
  await expect(card).toContainText('Paid');
  expect(await sidewaysOverflow(page)).toBe(0);

  // Sign out goes home, to the public pages.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(publicHeader(page)).toBeVisible();
  // And the session has really ended (home is shown before the sign-out call).
  await expect.poll(async () => (await page.request.get('/api/v1/accounts/me')).json()).toBeNull();
});
