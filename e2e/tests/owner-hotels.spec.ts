import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signUpThroughApi } from '../support/pages';
import { lagosDate } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The owner's hotels (spec §2 Register hotel, Hotel lists; §5; D12): the
 * registration form and its messages, the state → local government cascade,
 * the three lists, Edit Hotel and Delete Hotel, and the public /hotel-reg
 * modal. Every test signs up an owner of its own, so the lists hold only
 * that owner's hotels; nothing depends on the demo seed.
 *
 * Bookings: the refused-delete test books days 300–302 on a hotel it creates.
 */

const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const photo = fileURLToPath(
  new URL('../../apps/api/assets/demo/hotels/hotel-01.webp', import.meta.url),
);

const REQUIRED = [
  'Hotel name is required',
  'Contact number is required',
  'Description is required',
  'Address is required',
  'Image is required',
  'State is required',
  'Local government is required',
  'City is required',
  'Rating is required',
  'property minimum price is required',
  'property type is required',
];

const unique = () => Math.random().toString(36).slice(2, 8);

/*
 * Sign-up allows 10 attempts a minute from one address (D9), and every test
 * here signs up an owner of its own: on 429, wait for the window to move.
 */
test.describe.configure({ timeout: 120_000 });
async function signUp(page: Page, role: 'customer' | 'hotelOwner' = 'hotelOwner') {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signUpThroughApi(page, role);
    } catch (error) {
      if (attempt >= 8 || !String(error).includes(' 429 ')) throw error;
      await page.waitForTimeout(10_000);
    }
  }
}
const alerts = (scope: Page | Locator) => scope.getByRole('alert');

type Hotel = {
  hotelId: string;
  hotelName: string;
  hotelImage: string;
  state: string;
  localGov: string;
  hotelAmenities: string[];
};

/**
 * POST /uploads is the product's own (D11). While it is not there yet, only
 * that call is answered here, with an image the site already serves; the
 * delay lets the progress bar be seen either way.
 */
async function serveUploads(page: Page, { delayMs = 0 }: { delayMs?: number } = {}) {
  const probe = await page.request.post('/api/v1/uploads', { multipart: {} });
  const missing = probe.status() === 404;
  const image = ((await (await page.request.get('/api/v1/hotels')).json()) as Hotel[])[0]!
    .hotelImage;
  await page.route('**/api/v1/uploads**', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (missing) await route.fulfill({ status: 201, json: { secure_url: image } });
    else await route.continue();
  });
  return { image, mocked: missing };
}

/** A hotel of this page's owner, straight through the API (for the tests that start from one). */
async function registerThroughApi(page: Page, overrides: Record<string, unknown> = {}) {
  const image = ((await (await page.request.get('/api/v1/hotels')).json()) as Hotel[])[0]!
    .hotelImage;
  const response = await page.request.post('/api/v1/hotels', {
    data: {
      hotelName: `Marina Court ${unique()}`,
      hotelContactNo: '08031234567',
      hotelDescription: 'Quiet rooms by the marina.',
      hotelAddress: '3 Marina Road',
      country: 'Nigeria',
      state: 'Lagos',
      localGov: 'Lagos Island',
      city: 'Lagos',
      hotelRating: 4,
      minimumPrice: 30000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: image,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Hotel;
}

const form = (page: Page) => page.getByRole('main');
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function touch(locator: Locator) {
  await locator.focus();
  await locator.blur();
}

/** Fills every field of the registration except the place and the image. */
async function fillDetails(scope: Locator, name: string) {
  await field(scope, 'Hotel name').fill(name);
  await field(scope, 'Contact number').fill('08031234567');
  await field(scope, 'Property type').selectOption('hotel');
  await field(scope, 'Rating').selectOption({ label: '4 Stars' });
  await field(scope, 'Minimum price (₦ per night)').fill('52000');
  await field(scope, 'Address').fill('14 Adetokunbo Ademola Street, Victoria Island');
  await field(scope, 'Description').fill('Bright rooms a short walk from the beach.');
  await scope.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await scope.getByRole('checkbox', { name: 'Free Parking' }).check();
}

async function choosePlace(scope: Locator, state: string, localGov: string) {
  await field(scope, 'State').selectOption(state);
  await expect(field(scope, 'Local government')).toBeEnabled();
  await field(scope, 'Local government').selectOption(localGov);
  await field(scope, 'City').fill('Lagos');
}

async function ownerPage(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 780 : 800 },
  });
  const page = await context.newPage();
  await signUp(page);
  return { context, page };
}

test('the registration form shows every §5 message once a field is touched, all the required ones on submit, and a failed upload', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/owner/hotel-registration');
  const main = form(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Register Hotel' })).toBeVisible();
  // Nothing is said before anything is touched; Nigeria is chosen and listed first.
  await expect(alerts(main)).toHaveCount(0);
  await expect(field(main, 'Country')).toHaveValue('Nigeria');
  await expect(field(main, 'Country').locator('option').nth(1)).toHaveText('Nigeria');
  await expect(field(main, 'Rating').locator('option')).toHaveText([
    'Select rating',
    '1 Star',
    '2 Stars',
    '3 Stars',
    '4 Stars',
    '5 Stars',
  ]);
  await expect(main.getByRole('checkbox')).toHaveCount(20);
  await expect(main.getByRole('checkbox', { name: '24-Hour Security' })).toBeVisible();

  await main.getByRole('button', { name: 'Register Hotel' }).click();
  for (const message of REQUIRED)
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/hotel-registration$/);

  // One at a time, on touch.
  await page.reload();
  const touched = async (label: string, message: string, value?: string) => {
    const input = field(main, label);
    if (value !== undefined) await input.fill(value);
    await touch(input);
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  };
  await touched('Hotel name', 'Hotel name is required');
  await touched('Contact number', 'Contact number is required');
  await touched('Contact number', 'Must be only digits', '0803-123');
  await touched('Contact number', 'Must be at least 10 digits', '080312');
  await touched('Contact number', 'Must be 15 digits or less', '0803123456789012');
  await field(main, 'Contact number').fill('08031234567');
  await expect(main.getByText('Must be 15 digits or less')).toHaveCount(0);
  await touched('Property type', 'property type is required');
  await touched('Rating', 'Rating is required');
  await touched('Minimum price (₦ per night)', 'property minimum price is required');
  await touched('Address', 'Address is required');
  await touched('Description', 'Description is required');
  await touched('State', 'State is required');
  await touched('City', 'City is required');
  await touched('Hotel image', 'Image is required');
  await field(main, 'State').selectOption('Kano');
  await expect(main.getByText('State is required')).toHaveCount(0);
  await expect(field(main, 'Local government')).toBeEnabled();
  await touched('Local government', 'Local government is required');
  await field(main, 'Country').selectOption('');
  await touch(field(main, 'Country'));
  await expect(main.getByText('Country is required', { exact: true })).toBeVisible();

  // Elsewhere than Nigeria, state and local government are typed.
  await field(main, 'Country').selectOption('Ghana');
  await expect(field(main, 'State')).toHaveJSProperty('tagName', 'INPUT');
  await expect(field(main, 'Local government')).toHaveJSProperty('tagName', 'INPUT');
  await field(main, 'State').fill('Greater Accra');
  await field(main, 'Local government').fill('Accra Metropolitan');
  await expect(main.getByText('State is required')).toHaveCount(0);

  // The upload's failure (spec §8); only the upload call is answered here, with a failure.
  await page.route('**/api/v1/uploads**', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByText('Failed to upload images')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Preview of the chosen hotel image' })).toHaveCount(0);
  await field(main, 'Hotel image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(main.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
});

test('an owner registers a hotel in Lagos, finds it in the three lists, edits it and deletes it', async ({
  page,
}) => {
  await signUp(page);
  const { mocked } = await serveUploads(page, { delayMs: 600 });
  test.info().annotations.push({
    type: 'uploads',
    description: mocked ? 'POST /uploads answered by the test' : 'real POST /uploads',
  });
  // The local governments answer from the real server, a moment late, so 'Loading...' can be seen.
  await page.route('**/api/v1/states/local-governments/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

  await page.goto('/owner/hotel-registration');
  const main = form(page);
  const name = `Eko Palms ${unique()}`;
  await fillDetails(main, name);

  // State → local government (spec §2): disabled until a state, 'Loading...' while it loads.
  const lga = field(main, 'Local government');
  await expect(lga).toBeDisabled();
  await field(main, 'State').selectOption('Lagos');
  await expect(lga).toBeDisabled();
  await expect(lga.locator('option').first()).toHaveText('Loading...');
  await expect(lga).toBeEnabled();
  await expect(lga.locator('option', { hasText: 'Ikeja' })).toHaveCount(1);
  await lga.selectOption('Ikeja');
  // Clearing the state clears the list and the choice.
  await field(main, 'State').selectOption('');
  await expect(lga).toBeDisabled();
  await expect(lga).toHaveValue('');
  await expect(lga.locator('option')).toHaveCount(1);
  await choosePlace(main, 'Lagos', 'Eti-Osa');

  // The photo goes up at once, with a progress bar, then a thumbnail.
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Uploading image...' })).toBeDisabled();
  await expect(main.getByText('Image uploaded.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Preview of the chosen hotel image' })).toBeVisible();

  await main.getByRole('button', { name: 'Register Hotel' }).click();
  await expect(page).toHaveURL(/\/owner\/all-hotel\/add-room\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  const mine = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(mine).toEqual([
    expect.objectContaining({
      hotelId,
      hotelName: name,
      state: 'Lagos',
      localGov: 'Eti-Osa',
      hotelAmenities: ['Free Wifi', 'Parking'],
    }),
  ]);

  // Add Room's list.
  await page.goto('/owner/all-hotel');
  await expect(
    main.getByText('Take advantage of this page to create more rooms for each hotel'),
  ).toBeVisible();
  const createCard = main.getByRole('article').filter({ hasText: name });
  await expect(createCard.getByRole('img', { name: '4 Stars' })).toBeVisible();
  await expect(createCard).toContainText('14 Adetokunbo Ademola Street');
  await expect(createCard.getByRole('link', { name: 'Create Hotel Rooms' })).toHaveAttribute(
    'href',
    `/owner/all-hotel/add-room/${hotelId}`,
  );
  await expect(createCard.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/owner/all-hotel/add-room/${hotelId}`,
  );

  // List Room's list.
  await page.goto('/owner/list-room');
  await expect(
    main.getByText(
      'Take advantage of this page to view and manage hotel rooms; select the hotel you want to manage.',
    ),
  ).toBeVisible();
  const manageCard = main.getByRole('article').filter({ hasText: name });
  await expect(manageCard.getByRole('link', { name: 'View Hotel Rooms' })).toHaveAttribute(
    'href',
    `/owner/list-room/hotel-rooms/${hotelId}`,
  );

  // List All Hotel: edit.
  await page.goto('/owner/list-hotels-action');
  await expect(page.getByRole('heading', { level: 1, name: 'List of Hotels' })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: name })).toBeVisible();
  await main.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(field(edit, 'Hotel name')).toHaveValue(name);
  await expect(field(edit, 'State')).toHaveJSProperty('tagName', 'SELECT');
  await expect(field(edit, 'State')).toHaveValue('Lagos');
  await expect(field(edit, 'Local government')).toHaveValue('Eti-Osa');
  await expect(edit.getByRole('checkbox', { name: 'Free Parking' })).toBeChecked();
  await expect(field(edit, 'Rating (1 to 5)')).toHaveValue('4');
  const renamed = `${name} Suites`;
  await field(edit, 'Hotel name').fill(renamed);
  await field(edit, 'Rating (1 to 5)').fill('4.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hotel Edited successfully!' }),
  ).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  // Delete: Cancel first, then for real.
  await main.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hotel' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${renamed}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await main.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await expect(main.getByText('You have not registered a hotel yet')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register Hotel' })).toHaveAttribute(
    'href',
    '/owner/hotel-registration',
  );
});

test('a hotel with an upcoming booking is not deleted: the dialog shows why', async ({
  page,
  request,
}) => {
  await signUp(page);
  const hotel = await registerThroughApi(page);
  const room = await page.request.post('/api/v1/rooms', {
    data: {
      hotelId: hotel.hotelId,
      roomType: 'Deluxe King',
      roomPrice: 40000,
      roomDiscount: 0,
      roomQuantity: 2,
      roomDescription: 'A king bed.',
      roomImage: [hotel.hotelImage],
      amenities: [],
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { roomId } = (await room.json()) as { roomId: string };
  const [checkIn, checkOut] = [lagosDate(300), lagosDate(302)];
  const booking = await request.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: {
        firstName: 'Ada',
        lastName: 'Eze',
        email: 'ada.eze@example.ng',
        phone: '08031234567',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        specialRequests: '',
      },
      hotelId: hotel.hotelId,
      rooms: [{ roomId, quantity: 1, price: 40000, roomType: 'Deluxe King' }],
      totalAmount: 80000,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights: 2,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await page.goto('/owner/list-hotels-action');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Delete ${hotel.hotelName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hotel' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(alerts(confirm)).toHaveText(
    `${hotel.hotelName} has 1 upcoming booking, so it cannot be deleted. Past bookings are always kept.`,
  );
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('main').getByRole('row').filter({ hasText: hotel.hotelName }),
  ).toBeVisible();
});

test('outside Nigeria the edit modal takes state and local government as text', async ({
  page,
}) => {
  await signUp(page);
  const hotel = await registerThroughApi(page, {
    country: 'Ghana',
    state: 'Greater Accra',
    localGov: 'Accra Metropolitan',
    city: 'Accra',
  });
  await page.goto('/owner/list-hotels-action');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Edit ${hotel.hotelName}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(field(edit, 'Country')).toHaveValue('Ghana');
  await expect(field(edit, 'State')).toHaveJSProperty('tagName', 'INPUT');
  await expect(field(edit, 'State')).toHaveValue('Greater Accra');
  await field(edit, 'Local government').fill('Ga East');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hotel Edited successfully!' }),
  ).toBeVisible();
  const [saved] = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(saved).toMatchObject({ localGov: 'Ga East', hotelImage: hotel.hotelImage });
});

test("a registration the server refuses shows 'Error: ' and its message", async ({
  page,
  context,
}) => {
  await signUp(page);
  await serveUploads(page);
  await page.goto('/owner/hotel-registration');
  const main = form(page);
  await fillDetails(main, `Signed Out Inn ${unique()}`);
  await choosePlace(main, 'Lagos', 'Ikeja');
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByText('Image uploaded.')).toBeVisible();
  // The session ends in another tab: the server answers 401 with its message.
  await context.clearCookies();
  await main.getByRole('button', { name: 'Register Hotel' }).click();
  await expect(alerts(main).filter({ hasText: /^Error: / })).toHaveText(
    'Error: Please sign in to continue',
  );
  await expect(page).toHaveURL(/\/owner\/hotel-registration$/);
});

test('/hotel-reg asks a visitor to sign in, tells a customer it is for owners, and registers for an owner', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/hotel-reg');
  const dialog = page.getByRole('dialog', { name: 'Register Hotel' });
  await expect(dialog).toContainText(
    'Sign in or sign up as a property owner to register your hotel.',
  );
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/sign-in?next=%2Fhotel-reg',
  );
  await expect(dialog.getByRole('link', { name: 'Sign up as an owner' })).toHaveAttribute(
    'href',
    /^\/sign-up\?owner=1&next=%2Fhotel-reg$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Register your hotel' }).click();
  await expect(dialog).toBeVisible();

  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await signUp(customerPage, 'customer');
  await customerPage.goto('/hotel-reg');
  await expect(customerPage.getByRole('dialog', { name: 'Register Hotel' })).toContainText(
    'Only property owners can list a property',
  );
  await expect(
    customerPage.getByRole('dialog').getByRole('button', { name: 'Register' }),
  ).toHaveCount(0);
  await customer.close();

  await signUp(page);
  await serveUploads(page);
  await page.goto('/hotel-reg');
  const name = `Harbour View ${unique()}`;
  await fillDetails(dialog, name);
  await choosePlace(dialog, 'Lagos', 'Apapa');
  await field(dialog, 'Hotel image').setInputFiles(photo);
  await expect(dialog.getByText('Image uploaded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/all-hotel\/add-room\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  const mine = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(mine.map((h) => [h.hotelId, h.hotelName])).toEqual([[hotelId, name]]);
});

test('the owner lists say when there are no hotels, and when they cannot load', async ({
  page,
}) => {
  await signUp(page);
  for (const path of ['/owner/all-hotel', '/owner/list-room', '/owner/list-hotels-action']) {
    await page.goto(path);
    await expect(page.getByText('You have not registered a hotel yet')).toBeVisible();
  }
  // Signed out behind the page's back: the list's call fails (401), visibly and retryably.
  await page.goto('/owner/hotel-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Hotel' })).toBeVisible();
  await page.context().clearCookies();
  await page.getByRole('link', { name: 'List Room' }).click();
  await expect(page.getByRole('alert')).toContainText('We couldn’t load your hotels.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`owner hotel screens at ${width} px: no serious axe findings, no sideways scroll, screenshots`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await ownerPage(browser, baseURL, width);
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(shots, `owner-hotels-${name}-${width}.png`),
        fullPage: true,
      });
    const check = async () => {
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBe(0);
    };

    // Empty lists.
    await page.goto('/owner/list-hotels-action');
    await expect(page.getByText('You have not registered a hotel yet')).toBeVisible();
    await check();

    // The registration form with its messages showing.
    await page.goto('/owner/hotel-registration');
    await page.getByRole('main').getByRole('button', { name: 'Register Hotel' }).click();
    await expect(page.getByText('Image is required')).toBeVisible();
    await check();
    await shot('register-errors');

    await registerThroughApi(page, { hotelName: 'Lekki Gardens Hotel and Conference Centre' });
    await registerThroughApi(page, {
      hotelName: 'Ikoyi Residences',
      propertyType: 'apartment',
      hotelRating: 3,
    });
    for (const [path, name] of [
      ['/owner/all-hotel', 'create-list'],
      ['/owner/list-room', 'manage-list'],
      ['/owner/list-hotels-action', 'list-hotels'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByText('Ikoyi Residences').filter({ visible: true }).first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check();
      await shot(name);
    }

    await page.getByRole('main').getByRole('button', { name: 'Edit Ikoyi Residences' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
    await expect(field(edit, 'Local government')).toHaveValue('Lagos Island');
    await field(edit, 'Hotel name').fill('');
    await field(edit, 'Hotel name').blur();
    await expect(edit.getByText('Hotel name is required')).toBeVisible();
    await check();
    await shot('edit-open');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Delete Ikoyi Residences' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Hotel' })).toBeVisible();
    await check();
    await shot('delete-open');
    await page.keyboard.press('Escape');

    await page.goto('/hotel-reg');
    const dialog = page.getByRole('dialog', { name: 'Register Hotel' });
    await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText('Rating is required')).toBeVisible();
    await check();
    await shot('hotel-reg-owner');
    await context.close();

    const visitor = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/hotel-reg');
    // Scoped to the modal: the header behind it has a Sign in link of its own.
    await expect(
      visitorPage
        .getByRole('dialog', { name: 'Register Hotel' })
        .getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    expect(await seriousViolations(visitorPage)).toEqual([]);
    await visitor.close();
  });
}
