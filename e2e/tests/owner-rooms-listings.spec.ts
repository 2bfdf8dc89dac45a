import { naira } from '../support/stays';
import { expect, test } from '../support/test';
import {
  type OwnerRoom,
  createRoom,
  ownerRooms,
  ownerWithHotel,
  addRoomPath,
  listingsPath,
  statusSwitch,
  roomRow,
  actions,
} from '../support/owner-rooms';

/*
 * The owner's room listings (docs/product.md#room-listings): the status
 * switch (docs/product.md#states) with its failed save, the actions menu by
 * keyboard, View Details with its carousel, and the way in for an owner with
 * no rooms yet.
 */

test.describe.configure({ timeout: 120_000 });

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
