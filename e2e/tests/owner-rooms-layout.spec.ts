import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import {
  shots,
  field,
  touch,
  unique,
  origin,
  sidewaysScroll as noSidewaysScroll,
} from '../support/owner';
import {
  roomPhoto,
  serveUploads,
  createRoom,
  ownerWithHotel,
  addRoomPath,
  listingsPath,
  thumbnails,
  submitButton,
  statusSwitch,
  actions,
  openAction,
} from '../support/owner-rooms';

/*
 * The owner's room screens read well (docs/product.md#accessibility): both
 * screens, the menu and every dialog without serious axe findings, and at 360
 * px nothing scrolls sideways and the rooms are cards.
 */

test.describe.configure({ timeout: 120_000 });

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
