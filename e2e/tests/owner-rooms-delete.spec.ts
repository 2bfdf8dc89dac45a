import { bookUnits, lagosDate } from '../support/stays';
import { expect, test } from '../support/test';
import {
  createRoom,
  ownerRooms,
  ownerWithHotel,
  listingsPath,
  roomRow,
  openAction,
} from '../support/owner-rooms';

/*
 * Delete Room (docs/product.md#room-listings, docs/product.md#deleting): it
 * asks first and removes the row; a room with upcoming bookings is refused
 * with the server's reason.
 *
 * Bookings: the refused-delete test books days 200–202 on a room it creates.
 */

test.describe.configure({ timeout: 120_000 });

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
