import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  bookingDialog,
  fillGuest,
  lagosDate,
  naira,
  roomCard,
  roomsOf,
  searchFromHome,
  selectButton,
  sidePanel,
  type Room,
} from '../support/stays';
import { expect, test } from '../support/test';
import { CARD_PHOTO_WIDTH, photoUrl } from '@waka/shared/uploads/photo-url';

/*
 * The owner's journey (docs/product.md#owner-area), end to end with nothing
 * answered by the test: an owner signs up, registers a hotel in Lagos, adds a
 * room with two images uploaded to Waka itself (docs/product.md#images), a
 * guest finds and books it, the dashboard counts it, the owner marks it paid,
 * then switches the room off and guests can no longer book it.
 *
 * Bookings: days 170–172, on the hotel this test creates.
 */

const roomPhoto = (n: number) =>
  fileURLToPath(new URL(`../../apps/api/assets/demo/rooms/room-0${n}.webp`, import.meta.url));
const hotelPhoto = fileURLToPath(
  new URL('../../apps/api/assets/demo/hotels/hotel-02.webp', import.meta.url),
);
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const unique = () => Math.random().toString(36).slice(2, 8);

test.describe.configure({ timeout: 120_000 });

test('an owner lists a hotel and a room, a guest books it, the owner is paid and switches the room off', async ({
  page,
  browser,
  baseURL,
}) => {
  const hotelName = `Ikoyi Courtyard ${unique()}`;
  const roomType = 'Courtyard King';
  const [checkIn, checkOut] = [lagosDate(170), lagosDate(172)];

  // 1. Sign up as an owner through the pages.
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Ngozi Adebayo');
  await page
    .getByRole('main')
    .getByLabel('Email', { exact: true })
    .fill(`ngozi.${unique()}@example.ng`);
  await page.getByLabel('Password').fill('a good long password');
  await page.getByLabel('I want to list my property').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/sign-up/);

  // 2. Register a hotel in Lagos state with a local government.
  await page.goto('/owner/hotel-registration');
  const form = page.getByRole('main');
  await field(form, 'Hotel name').fill(hotelName);
  await field(form, 'Contact number').fill('08039876543');
  await field(form, 'Property type').selectOption('hotel');
  await field(form, 'Rating').selectOption({ label: '4 Stars' });
  await field(form, 'Minimum price (₦ per night)').fill('60000');
  await field(form, 'Address').fill('7 Bourdillon Road, Ikoyi');
  await field(form, 'Description').fill('A quiet courtyard hotel off Bourdillon Road.');
  await form.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await field(form, 'State').selectOption('Lagos');
  await expect(field(form, 'Local government')).toBeEnabled();
  await field(form, 'Local government').selectOption('Eti-Osa');
  await field(form, 'City').fill('Lagos');
  await field(form, 'Hotel image').setInputFiles(hotelPhoto);
  await expect(form.getByText('Image uploaded.')).toBeVisible();
  await form.getByRole('button', { name: 'Register Hotel' }).click();

  // 3. Land on add-room for the new hotel.
  await expect(page).toHaveURL(/\/owner\/all-hotel\/add-room\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;

  // 4. Add a room with two images uploaded for real.
  await field(form, 'Room type').fill(roomType);
  await field(form, 'Price (₦ per night)').fill('75000');
  await field(form, 'Discount (%)').fill('0');
  await field(form, 'Quantity (rooms of this type)').fill('2');
  await field(form, 'Description').fill('A king bed over the courtyard.');
  await form.getByRole('checkbox', { name: 'Free Wifi' }).check();
  await field(form, 'Room images').setInputFiles([roomPhoto(4), roomPhoto(5)]);
  const thumbnails = page.getByRole('list', { name: 'Room images: chosen' }).getByRole('listitem');
  await expect(thumbnails).toHaveCount(2);
  await expect(form.getByText(/^Uploading\.\.\./)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Room' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Room added successfully!' }),
  ).toBeVisible();

  const ownerRooms = (await (
    await page.request.get(`/api/v1/owner/rooms?hotelId=${hotelId}`)
  ).json()) as {
    roomId: string;
    roomImage: string[];
  }[];
  expect(ownerRooms).toHaveLength(1);
  const images = ownerRooms[0]!.roomImage;
  expect(images).toHaveLength(2);
  // Stored and served by Waka itself: content-named WebP files.
  for (const image of images) {
    expect(image).toMatch(/\/uploads\/[0-9a-f]+\.webp$/);
    const served = await page.request.get(image);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
  }

  // 5. A guest (another browser, not signed in) finds the hotel and books the room.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await searchFromHome(guest, 'Lagos', checkIn, checkOut);
  await guest
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: hotelName })
    .getByRole('link')
    .first()
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  const [room] = (await roomsOf(guest.request, hotelId, checkIn, checkOut)) as Room[];
  const card = roomCard(guest, room!);
  await expect(card).toContainText('Available');
  // The first uploaded image shows on the card, loaded, at the card's width (photo-url.ts).
  const cardImage = card.getByRole('img').first();
  const uploaded = new URL(images[0]!);
  await expect(cardImage).toHaveAttribute(
    'src',
    photoUrl(uploaded.href, CARD_PHOTO_WIDTH, uploaded.origin),
  );
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(
    CARD_PHOTO_WIDTH,
  );
  await selectButton(card).click();
  await sidePanel(guest).getByRole('button', { name: 'Book Now' }).click();
  const dialog = bookingDialog(guest);
  const total = naira.format(75_000 * 2);
  await expect(dialog.getByTestId('dialog-total')).toHaveText(total);
  await fillGuest(dialog, {
    firstName: 'Kelechi',
    lastName: 'Obi',
    email: `kelechi.${unique()}@example.ng`,
    phone: '08021234567',
  });
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();
  await expect(guest).toHaveURL(/\/booking-receipt\?reference=WK-/);
  const reference = new URL(guest.url()).searchParams.get('reference')!;

  // 6. The owner's dashboard shows the count, the revenue and the row.
  await page.goto('/owner');
  const main = page.getByRole('main');
  await expect(main.getByTestId('total-bookings')).toHaveText('1');
  // Revenue is money received: the new booking waits apart until it is paid.
  await expect(main.getByTestId('total-revenue')).toHaveText('₦0.00');
  await expect(main.getByTestId('unpaid-amount')).toHaveText(`${total} awaiting payment`);
  const row = main
    .getByRole('region', { name: 'Recent Room Bookings' })
    .getByRole('row')
    .filter({ hasText: hotelName });
  await expect(row).toContainText('Kelechi Obi');
  await expect(row).toContainText(roomType);
  await expect(row).toContainText('Not paid');

  // 7. The guest pays at the hotel: the owner confirms the cash from All Bookings.
  await page.goto('/owner/all-hotel-bookings');
  const booking = page.getByRole('main').getByRole('row').filter({ hasText: reference });
  await booking.getByRole('button', { name: `Confirm payment received for ${reference}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm payment received' })
    .getByRole('button', { name: 'Yes, received' })
    .click();
  await expect(booking).toContainText('Paid');
  await expect(booking.getByRole('button', { name: /^Confirm payment received/ })).toHaveCount(0);
  await page.goto('/owner');
  await expect(row).toContainText('Paid');
  await expect(main.getByTestId('total-revenue')).toHaveText(total);

  // 8. The owner switches the room off.
  await page.goto(`/owner/list-room/hotel-rooms/${hotelId}`);
  const toggle = page.getByRole('switch', { name: `Room status for ${roomType}`, exact: true });
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/rooms/status/') && r.request().method() === 'PUT',
  );
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).not.toBeChecked();

  // 9. Guests see Unavailable and cannot book it, on the page or past it.
  await guest.goto(`/rooms/${hotelId}?checkIn=${lagosDate(171)}&checkOut=${lagosDate(172)}`);
  const offCard = roomCard(guest, room!);
  await expect(offCard).toContainText('Unavailable');
  await expect(selectButton(offCard)).toBeDisabled();
  const refused = await guest.request.post('/api/v1/bookings', {
    data: {
      customer: {
        firstName: 'Kelechi',
        lastName: 'Obi',
        email: 'kelechi.obi@example.ng',
        phone: '08021234567',
        checkInDate: lagosDate(171),
        checkOutDate: lagosDate(172),
        specialRequests: '',
      },
      hotelId,
      rooms: [{ roomId: room!.roomId, roomType, quantity: 1, price: 75_000 }],
      totalAmount: 75_000,
      checkInDate: lagosDate(171),
      checkOutDate: lagosDate(172),
      nights: 1,
    },
  });
  expect(refused.status()).toBe(409);
  await guestContext.close();
});
