import path from 'node:path';
import { nightly } from '../support/stays';
import { expect, test } from '../support/test';
import { field, touch } from '../support/owner';
import {
  roomPhoto,
  serveUploads,
  createRoom,
  ownerRooms,
  ownerWithHotel,
  listingsPath,
  roomRow,
  openAction,
} from '../support/owner-rooms';

/*
 * Edit Room (docs/product.md#room-listings): the add-room rules
 * (docs/product.md#validation), a new price, an image dropped and one added,
 * and a save the server refuses said in the product's words
 * (docs/product.md#messages).
 */

test.describe.configure({ timeout: 120_000 });

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
