import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signUpThroughApi } from '../support/pages';
import { bookUnits, lagosDate, naira, nightly } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The owner's rooms (spec §2 Add room, Room listings; §4 room status; §5 Add
 * room / Edit room; §7; §8; D12, D17): the add form with its messages and
 * parallel uploads, the listings with the status switch, the actions menu,
 * View Details, Edit Room and Delete Room. Every test signs up an owner of
 * its own and creates the hotel and rooms it needs; nothing depends on the
 * demo seed beyond reading the addresses of its room images.
 *
 * Bookings: the refused-delete test books days 200–202 on a room it creates.
 */

const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const roomPhoto = (n: number) =>
  fileURLToPath(new URL(`../../apps/api/assets/demo/rooms/room-0${n}.webp`, import.meta.url));

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe.configure({ timeout: 120_000 });

/*
 * Sign-up allows 10 attempts a minute from one address (D9), and every test
 * here signs up an owner of its own: on 429, wait for the window to move.
 */
async function signUp(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signUpThroughApi(page, 'hotelOwner');
    } catch (error) {
      if (attempt >= 8 || !String(error).includes(' 429 ')) throw error;
      await page.waitForTimeout(10_000);
    }
  }
}

/** What a browser sends with a write (the same trick as signUpThroughApi). */
const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' });

type OwnerRoom = {
  roomId: string;
  hotelId: string;
  roomType: string;
  roomPrice: number;
  roomDiscount: number;
  roomQuantity: number;
  roomDescription: string;
  roomStatus: boolean;
  roomImage: string[];
  amenities: string[];
};

/** Distinct room image addresses the site already serves, read from the demo hotels' rooms. */
async function demoRoomImages(page: Page): Promise<string[]> {
  const hotels = (await (await page.request.get('/api/v1/hotels')).json()) as { hotelId: string }[];
  const images = new Set<string>();
  for (const hotel of hotels.slice(0, 6)) {
    const rooms = (await (
      await page.request.get(`/api/v1/rooms/hotel/${hotel.hotelId}`)
    ).json()) as OwnerRoom[];
    for (const room of rooms) room.roomImage.forEach((image) => images.add(image));
  }
  expect(
    images.size,
    'the demo rooms should show at least 6 different images',
  ).toBeGreaterThanOrEqual(6);
  return [...images];
}

/**
 * POST /uploads is the product's own (D11). While it is not there yet, only
 * that call is answered here, each time with another image the site already
 * serves (the rooms created through the API use the first three). The delay
 * lets "Uploading..." be seen either way.
 */
async function serveUploads(page: Page, images: string[], { delayMs = 0 } = {}) {
  const probe = await page.request.post('/api/v1/uploads', { multipart: {}, headers: origin() });
  const mocked = probe.status() === 404;
  const answers = images.slice(3);
  let next = 0;
  await page.route('**/api/v1/uploads**', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!mocked) return route.continue();
    const secure_url = answers[next % answers.length]!;
    next += 1;
    return route.fulfill({ status: 201, json: { secure_url } });
  });
  return { mocked };
}

async function createHotel(page: Page) {
  const hotelImage = (
    (await (await page.request.get('/api/v1/hotels')).json()) as { hotelImage: string }[]
  )[0]!.hotelImage;
  const response = await page.request.post('/api/v1/hotels', {
    headers: origin(),
    data: {
      hotelName: `Lagoon View ${unique()}`,
      hotelContactNo: '08031234567',
      hotelDescription: 'Rooms over the lagoon.',
      hotelAddress: '1 Ozumba Mbadiwe Avenue',
      country: 'Nigeria',
      state: 'Lagos',
      localGov: 'Eti-Osa',
      city: 'Lagos',
      hotelRating: 4,
      minimumPrice: 25_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { hotelId: string; hotelName: string };
}

async function createRoom(page: Page, hotelId: string, overrides: Partial<OwnerRoom> = {}) {
  const response = await page.request.post('/api/v1/rooms', {
    headers: origin(),
    data: {
      hotelId,
      roomType: `Garden Suite ${unique()}`,
      roomPrice: 45_000,
      roomDiscount: 10,
      roomQuantity: 3,
      roomDescription: 'A calm suite that opens onto the garden.',
      amenities: ['Free Wifi', 'Desk', 'Air Conditioning', 'Bathtub', 'Smart Controls'],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OwnerRoom;
}

async function ownerRooms(page: Page, hotelId: string) {
  const response = await page.request.get(`/api/v1/owner/rooms?hotelId=${hotelId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerRoom[];
}

/** An owner with a hotel, in a context of its own (axe needs one made with browser.newContext). */
async function ownerWithHotel(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 780 : 900 },
  });
  const page = await context.newPage();
  await signUp(page);
  const hotel = await createHotel(page);
  const images = await demoRoomImages(page);
  return { context, page, hotel, images };
}

const addRoomPath = (hotelId: string) => `/owner/all-hotel/add-room/${hotelId}`;
const listingsPath = (hotelId: string) => `/owner/list-room/hotel-rooms/${hotelId}`;

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const thumbnails = (page: Page) =>
  page.getByRole('list', { name: 'Room images: chosen' }).getByRole('listitem');
const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(Add Room|Adding\.\.\.)$/ });
const statusSwitch = (page: Page, roomType: string) =>
  page.getByRole('switch', { name: `Room status for ${roomType}`, exact: true });
const roomRow = (page: Page, roomType: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: roomType }) });
const actions = (page: Page, roomType: string) =>
  page.getByRole('button', { name: `Actions for ${roomType}`, exact: true });

async function touch(locator: Locator) {
  await locator.focus();
  await locator.blur();
}

async function openAction(
  page: Page,
  roomType: string,
  item: 'View Details' | 'Edit Room' | 'Delete Room',
) {
  await actions(page, roomType).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the add-room form shows every §5 message once a field is touched, and says when an upload fails', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel } = await ownerWithHotel(browser, baseURL);
  await page.goto(addRoomPath(hotel.hotelId));
  const main = page.getByRole('main');
  await expect(
    page.getByRole('heading', { level: 1, name: `Add a room to ${hotel.hotelName}` }),
  ).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);

  // The 20 amenities, in the add form's words.
  await expect(main.getByRole('checkbox')).toHaveCount(20);
  for (const label of [
    'Work Desk',
    'Soundproof Room',
    'Smart Room Controls',
    'Complimentary Toiletries',
  ])
    await expect(main.getByRole('checkbox', { name: label, exact: true })).toBeVisible();

  const says = async (message: string) =>
    expect(main.getByText(message, { exact: true })).toBeVisible();
  await touch(field(main, 'Room type'));
  await says('Room type is required');
  await touch(field(main, 'Price (₦ per night)'));
  await says('Price is required');
  await field(main, 'Price (₦ per night)').fill('-5');
  await says('Price must be positive');
  await field(main, 'Price (₦ per night)').fill('0');
  await says('Price must be positive');
  await field(main, 'Discount (%)').fill('-1');
  await touch(field(main, 'Discount (%)'));
  await says('Discount cannot be negative');
  await field(main, 'Discount (%)').fill('101');
  await says('Discount cannot exceed 100%');
  await touch(field(main, 'Description'));
  await says('Description is required');
  await touch(field(main, 'Room images'));
  await says('At least one image is required');
  // Each message goes once the field is right.
  await field(main, 'Price (₦ per night)').fill('45000');
  await field(main, 'Discount (%)').fill('10');
  await expect(main.getByText('Price must be positive')).toHaveCount(0);
  await expect(main.getByText('Discount cannot exceed 100%')).toHaveCount(0);

  // A failed upload is said in the spec's words and leaves no thumbnail behind.
  await page.route('**/api/v1/uploads**', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'UPLOAD_FAILED', message: 'The image store is not answering' },
    }),
  );
  await field(main, 'Room images').setInputFiles(roomPhoto(1));
  await says('Failed to upload images');
  await expect(main.getByText('room-01.webp: The image store is not answering')).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(0);
  await says('At least one image is required');

  // Not an image: refused before any upload (spec §5).
  await field(main, 'Room images').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(main.getByText('notes.txt is not a JPEG, PNG or WebP image')).toBeVisible();
  await context.close();
});

test('adds a room with images uploaded in parallel, removed and added again; the form empties and the room is listed', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  const { mocked } = await serveUploads(page, images, { delayMs: 1_200 });
  test.info().annotations.push({
    type: 'uploads',
    description: mocked ? 'POST /uploads route-mocked' : 'real',
  });
  await page.goto(addRoomPath(hotel.hotelId));
  const main = page.getByRole('main');
  const roomType = `Lagoon Suite ${unique()}`;

  await field(main, 'Room type').fill(roomType);
  await field(main, 'Price (₦ per night)').fill('52500');
  await field(main, 'Discount (%)').fill('15');
  await field(main, 'Quantity (rooms of this type)').fill('4');
  await field(main, 'Description').fill('Floor-to-ceiling windows over the lagoon.');
  await main.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await main.getByRole('checkbox', { name: 'Work Desk' }).check();

  // Two at once: both thumbnails, each uploading, and the submit held meanwhile.
  await field(main, 'Room images').setInputFiles([roomPhoto(1), roomPhoto(2)]);
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(main.getByRole('progressbar', { name: 'Uploading room-01.webp' })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Uploading room-02.webp' })).toBeVisible();
  await expect(main.getByText(/^Uploading\.\.\./)).toHaveCount(2);
  await expect(submitButton(page)).toBeDisabled();
  await thumbnails(page)
    .first()
    .screenshot({ path: path.join(shots, 'owner-add-room-uploading.png') });
  await expect(main.getByText(/^Uploading\.\.\./)).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();

  // Remove one, then add another in a second turn.
  await main.getByRole('button', { name: 'Remove room-01.webp' }).click();
  await expect(thumbnails(page)).toHaveCount(1);
  await field(main, 'Room images').setInputFiles(roomPhoto(3));
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page)).toBeEnabled();
  await expect(main.getByRole('img', { name: 'room-02.webp' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'room-03.webp' })).toBeVisible();

  // A refused save says why in the spec's words, and keeps everything.
  await page.route('**/api/v1/rooms', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'UNAVAILABLE', message: 'The database is restarting' },
    }),
  );
  await submitButton(page).click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'Failed to add room: The database is restarting' }),
  ).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(2);
  await page.unroute('**/api/v1/rooms');

  await submitButton(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Room added successfully!' }),
  ).toBeVisible();
  await expect(field(main, 'Room type')).toHaveValue('');
  await expect(field(main, 'Price (₦ per night)')).toHaveValue('');
  await expect(field(main, 'Discount (%)')).toHaveValue('0');
  await expect(field(main, 'Quantity (rooms of this type)')).toHaveValue('1');
  await expect(field(main, 'Description')).toHaveValue('');
  await expect(thumbnails(page)).toHaveCount(0);
  await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);

  const saved = (await ownerRooms(page, hotel.hotelId)).find((room) => room.roomType === roomType)!;
  expect(saved).toMatchObject({
    roomPrice: 52_500,
    roomDiscount: 15,
    roomQuantity: 4,
    roomStatus: true,
  });
  expect(saved.amenities.sort()).toEqual(['Desk', 'Free Wifi']);
  expect(saved.roomImage).toHaveLength(2);

  await page.getByRole('link', { name: 'View rooms' }).click();
  await expect(page).toHaveURL(listingsPath(hotel.hotelId));
  const row = roomRow(page, roomType);
  await expect(row).toContainText(hotel.hotelName);
  await expect(row).toContainText(nightly(52_500));
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('list', { name: 'Amenities' })).toContainText('Free Wifi');
  await expect(row.getByRole('list', { name: 'Amenities' })).toContainText('Work Desk');
  await context.close();
});

test('the status switch turns a room off at once and saves it; a failed save flips it back and says so', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  const room = await createRoom(page, hotel.hotelId, { roomImage: images.slice(0, 2) });
  await page.goto(listingsPath(hotel.hotelId));
  const toggle = statusSwitch(page, room.roomType);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(roomRow(page, room.roomType)).toContainText('Active');

  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/rooms/status/${room.roomId}`) &&
      response.request().method() === 'PUT',
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(roomRow(page, room.roomType)).toContainText('Not Active');
  expect((await saved).status()).toBe(200);
  const publicRooms = (await (
    await page.request.get(`/api/v1/rooms/hotel/${hotel.hotelId}`)
  ).json()) as OwnerRoom[];
  expect(publicRooms.find((r) => r.roomId === room.roomId)?.roomStatus).toBe(false);

  // The save fails: on at once, then back off with the spec's message.
  await page.route('**/api/v1/rooms/status/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Something broke' } });
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to update room status. Please try again.' }),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(roomRow(page, room.roomType)).toContainText('Not Active');
  expect((await ownerRooms(page, hotel.hotelId))[0]!.roomStatus).toBe(false);
  await context.close();
});

test('View Details shows the facts and a carousel with thumbnails and a fallback; the menu works by keyboard, one at a time', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  const other = await createRoom(page, hotel.hotelId, { roomImage: [images[0]!] });
  const room = await createRoom(page, hotel.hotelId, {
    roomPrice: 61_250,
    roomDiscount: 20,
    roomQuantity: 6,
    roomImage: [images[0]!, '/media/demo/rooms/no-such-photo.webp', images[1]!],
  });
  await page.goto(listingsPath(hotel.hotelId));

  // The menu: keyboard in, arrows between items, Escape back to the button.
  const button = actions(page, room.roomType);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText(['View Details', 'Edit Room', 'Delete Room']);
  await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit Room' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete Room' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // One open at a time (the newest room is listed first, so the lower row's menu leaves its button free);
  // a click elsewhere closes it.
  await actions(page, other.roomType).click();
  await button.click();
  await expect(page.getByRole('menu')).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(actions(page, other.roomType)).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: room.roomType });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${naira.format(61_250)} / night`);
  await expect(dialog).toContainText('20%');
  await expect(dialog.getByText('Quantity', { exact: true }).locator('..')).toContainText('6');
  await expect(dialog.getByText('Created', { exact: true }).locator('..')).toContainText(
    /\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/,
  );
  await expect(dialog).toContainText('A calm suite that opens onto the garden.');
  for (const label of [
    'Free Wifi',
    'Work Desk',
    'Air Conditioning',
    'Bathtub',
    'Smart Room Controls',
  ])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();

  const carousel = dialog.getByRole('region', { name: `Photos of ${room.roomType}` });
  const shown = carousel.getByRole('img', { name: new RegExp(`^${room.roomType}, photo`) });
  await expect(shown).toHaveAccessibleName(`${room.roomType}, photo 1 of 3`);
  await expect(carousel.getByRole('button', { name: /^Show photo/ })).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(shown).toHaveAccessibleName(`${room.roomType}, photo 2 of 3`);
  // The broken photo becomes the placeholder.
  await expect(shown).toHaveAttribute('src', /placeholder\.webp$/);
  await carousel.getByRole('button', { name: 'Show photo 3 of 3' }).click();
  await expect(shown).toHaveAccessibleName(`${room.roomType}, photo 3 of 3`);
  await expect(carousel.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(shown).toHaveAccessibleName(`${room.roomType}, photo 1 of 3`);
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(shown).toHaveAccessibleName(`${room.roomType}, photo 3 of 3`);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await context.close();
});

test('Edit Room checks its fields, changes the price, drops an image and adds one; a failed save says why', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  const { mocked } = await serveUploads(page, images, { delayMs: 500 });
  test.info().annotations.push({
    type: 'uploads',
    description: mocked ? 'POST /uploads route-mocked' : 'real',
  });
  const room = await createRoom(page, hotel.hotelId, { roomImage: images.slice(0, 3) });
  await page.goto(listingsPath(hotel.hotelId));
  await openAction(page, room.roomType, 'Edit Room');
  const dialog = page.getByRole('dialog', { name: `Edit ${room.roomType}` });
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Price (₦ per night)')).toHaveValue('45000');
  await expect(dialog.getByRole('checkbox', { name: 'Work Desk' })).toBeChecked();
  await expect(
    dialog.getByRole('list', { name: 'Room images (optional): chosen' }).getByRole('listitem'),
  ).toHaveCount(3);

  // The same rules as Add Room.
  await field(dialog, 'Room type').fill('');
  await touch(field(dialog, 'Room type'));
  await expect(dialog.getByText('Room type is required', { exact: true })).toBeVisible();
  await field(dialog, 'Discount (%)').fill('120');
  await touch(field(dialog, 'Discount (%)'));
  await expect(dialog.getByText('Discount cannot exceed 100%', { exact: true })).toBeVisible();
  await field(dialog, 'Price (₦ per night)').fill('');
  await touch(field(dialog, 'Price (₦ per night)'));
  await expect(dialog.getByText('Price is required', { exact: true })).toBeVisible();
  await field(dialog, 'Description').fill('');
  await touch(field(dialog, 'Description'));
  await expect(dialog.getByText('Description is required', { exact: true })).toBeVisible();
  await field(dialog, 'Room type').fill(room.roomType);
  await field(dialog, 'Discount (%)').fill('10');
  await field(dialog, 'Description').fill('Now with a reading nook.');
  await field(dialog, 'Price (₦ per night)').fill('52000');

  await dialog.getByRole('button', { name: 'Remove current image 2' }).click();
  await field(dialog, 'Room images (optional)').setInputFiles(path.resolve(roomPhoto(4)));
  await expect(dialog.getByRole('img', { name: 'room-04.webp' })).toBeVisible();

  // The first save is refused by the server: the dialog stays, with the spec's words.
  await page.route(`**/api/v1/rooms/${room.roomId}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await route.fulfill({
      status: 503,
      json: { error: 'UNAVAILABLE', message: 'Try again in a minute' },
    });
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to update room: Try again in a minute' }),
  ).toBeVisible();

  // Then it goes through, a little slowly, so "Saving..." shows.
  await page.unroute(`**/api/v1/rooms/${room.roomId}`);
  await page.route(`**/api/v1/rooms/${room.roomId}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: 'Room updated successfully!' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(roomRow(page, room.roomType)).toContainText(nightly(52_000));

  const saved = (await ownerRooms(page, hotel.hotelId))[0]!;
  expect(saved.roomPrice).toBe(52_000);
  expect(saved.roomDescription).toBe('Now with a reading nook.');
  expect(saved.roomImage).toHaveLength(3);
  expect(saved.roomImage.slice(0, 2)).toEqual([images[0], images[2]]);
  expect(saved.roomImage).not.toContain(images[1]);
  await context.close();
});

test('Delete Room asks first and removes the row; a room with upcoming bookings is refused with the server’s reason', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  const booked = await createRoom(page, hotel.hotelId, { roomImage: [images[0]!] });
  const free = await createRoom(page, hotel.hotelId, { roomImage: [images[1]!] });
  await bookUnits(page.request, booked, 1, lagosDate(200), lagosDate(202));
  await page.goto(listingsPath(hotel.hotelId));

  await openAction(page, free.roomType, 'Delete Room');
  let dialog = page.getByRole('dialog', { name: 'Delete Room' });
  await expect(dialog).toContainText(
    `Are you sure you want to delete ${free.roomType}? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roomRow(page, free.roomType)).toBeVisible();

  await openAction(page, free.roomType, 'Delete Room');
  await dialog.getByRole('button', { name: 'Delete Room' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(roomRow(page, free.roomType)).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `${free.roomType} was deleted.` }),
  ).toBeVisible();
  expect((await ownerRooms(page, hotel.hotelId)).map((room) => room.roomId)).toEqual([
    booked.roomId,
  ]);

  await openAction(page, booked.roomType, 'Delete Room');
  dialog = page.getByRole('dialog', { name: 'Delete Room' });
  await dialog.getByRole('button', { name: 'Delete Room' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `${booked.roomType} has 1 upcoming booking, so it cannot be deleted.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roomRow(page, booked.roomType)).toBeVisible();
  await context.close();
});

test('an owner with no rooms yet is led to Add a room; the short address leads to the listings', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel } = await ownerWithHotel(browser, baseURL);
  await page.goto(`/owner/hotel-rooms/${hotel.hotelId}`);
  await expect(page).toHaveURL(listingsPath(hotel.hotelId));
  await expect(
    page.getByRole('heading', { level: 1, name: `Rooms at ${hotel.hotelName}` }),
  ).toBeVisible();
  await expect(page.getByText('No rooms yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add a room' }).first().click();
  await expect(page).toHaveURL(addRoomPath(hotel.hotelId));

  // Another owner's hotel (or none) is not found.
  await page.goto(listingsPath('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText('Hotel not found')).toBeVisible();
  await context.close();
});

test('both screens, the menu and every dialog have no serious accessibility problems', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL);
  await serveUploads(page, images);
  const room = await createRoom(page, hotel.hotelId, { roomImage: images.slice(0, 3) });
  const off = await createRoom(page, hotel.hotelId, { roomImage: [images[1]!] });
  const switchedOff = await page.request.put(`/api/v1/rooms/status/${off.roomId}`, {
    headers: origin(),
    data: { roomStatus: false },
  });
  expect(switchedOff.status()).toBe(200);

  await page.goto(addRoomPath(hotel.hotelId));
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox')).toHaveCount(20);
  expect(await seriousViolations(page)).toEqual([]);
  // With its messages, and with two thumbnails.
  await touch(field(main, 'Room type'));
  await touch(field(main, 'Room images'));
  await field(main, 'Room images').setInputFiles([roomPhoto(1), roomPhoto(2)]);
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(submitButton(page)).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await field(main, 'Room type').fill('Penthouse');
  await field(main, 'Price (₦ per night)').fill('125000');
  await field(main, 'Description').fill('The top floor, with a terrace over the lagoon.');
  await main.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await main.getByRole('checkbox', { name: 'Private Balcony' }).check();
  await page.screenshot({ path: path.join(shots, 'owner-add-room-1280.png'), fullPage: true });

  await page.goto(listingsPath(hotel.hotelId));
  await expect(statusSwitch(page, room.roomType)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await actions(page, room.roomType).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-room-listings-menu-1280.png') });
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-room-details-1280.png') });
  await page.keyboard.press('Escape');

  await openAction(page, room.roomType, 'Edit Room');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-room-edit-1280.png') });
  await page.keyboard.press('Escape');

  await openAction(page, room.roomType, 'Delete Room');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await context.close();
});

test('at 360 px neither screen, the menu nor a dialog scrolls sideways, and the rooms are cards', async ({
  browser,
  baseURL,
}) => {
  const { context, page, hotel, images } = await ownerWithHotel(browser, baseURL, 360);
  await serveUploads(page, images);
  const room = await createRoom(page, hotel.hotelId, {
    roomType: `Executive Twin with Lagoon View ${unique()}`,
    roomImage: images.slice(0, 3),
  });
  await createRoom(page, hotel.hotelId, { roomImage: [images[1]!] });

  await page.goto(addRoomPath(hotel.hotelId));
  const main = page.getByRole('main');
  await field(main, 'Room images').setInputFiles([roomPhoto(1), roomPhoto(2)]);
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(submitButton(page)).toBeEnabled();
  await touch(field(main, 'Description'));
  expect(await noSidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: path.join(shots, 'owner-add-room-360.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(listingsPath(hotel.hotelId));
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Rooms' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(2);
  await expect(statusSwitch(page, room.roomType)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(0);
  await actions(page, room.roomType).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await noSidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: path.join(shots, 'owner-room-listings-menu-360.png') });
  expect(await seriousViolations(page)).toEqual([]);

  for (const item of ['View Details', 'Edit Room', 'Delete Room'] as const) {
    if (item !== 'View Details') await actions(page, room.roomType).click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(360);
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // From 768 px the owner sidebar opens up and leaves the list too narrow for
  // the table until about 1200 px: cards (two abreast at 1024 px), then the table.
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(statusSwitch(page, room.roomType)).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(width >= 1280 ? 1 : 0);
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: path.join(shots, `owner-room-listings-${width}.png`) });
  }
  // The whole table shows at 1280 px, the actions column included.
  const tableBox = (await page.getByRole('table').boundingBox())!;
  const actionsBox = (await actions(page, room.roomType).boundingBox())!;
  expect(actionsBox.x + actionsBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
  const wrapper = page.getByRole('table').locator('..');
  expect(await wrapper.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
  await context.close();
});
