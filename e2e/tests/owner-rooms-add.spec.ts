import path from 'node:path';
import { nightly } from '../support/stays';
import { expect, test } from '../support/test';
import { shots, field, touch, unique } from '../support/owner';
import {
  roomPhoto,
  serveUploads,
  ownerRooms,
  ownerWithHotel,
  addRoomPath,
  listingsPath,
  thumbnails,
  submitButton,
  roomRow,
} from '../support/owner-rooms';

/*
 * The owner adds a room (docs/product.md#add-room): the form's messages
 * (docs/product.md#validation), a failed upload said in the product's words
 * (docs/product.md#messages), images uploaded in parallel, removed and added
 * again, and a refused save that keeps everything.
 */

test.describe.configure({ timeout: 120_000 });

test('the add-room form shows every field message once a field is touched, and says when an upload fails', async ({
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

  // Not an image: refused before any upload (docs/product.md#validation).
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
