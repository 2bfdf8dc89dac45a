import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import {
  type Room,
  naira,
  nightly,
  kobo,
  lagosDate,
  roomsOf,
  lagosHotel,
  bookUnits,
  roomCards,
  roomCard,
  selectButton,
  sidePanel,
  selectedLine,
} from '../support/stays';

/*
 * /rooms/{hotelId} (docs/product.md#hotel-rooms, #states, #constants): room
 * cards, 'Your Selection' and the small-screen basket. The hotel and its
 * rooms are read from the API, never assumed from the demo seed; each test
 * uses its own dates far enough apart that no other test's bookings touch
 * them.
 */

const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

test('with dates: room cards, selection with quantities, Remove and the stay total', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut, nights] = [lagosDate(20), lagosDate(23), 3];
  const { hotel, multi, other } = await lagosHotel(request, checkIn, checkOut);
  const rooms = await roomsOf(request, hotel.hotelId, checkIn, checkOut);

  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  await expect(roomCards(page)).toHaveCount(rooms.length);
  for (const room of rooms) {
    const card = roomCard(page, room);
    await expect(card).toContainText(nightly(room.roomPrice));
    await expect(card).toContainText('/ night');
    await expect(card).toContainText(hotel.hotelName);
    await expect(card).toContainText(
      room.unitsLeft! > 0 && room.roomStatus ? 'Available' : 'Unavailable',
    );
    if (room.unitsLeft! > 0 && room.unitsLeft! <= 3)
      await expect(card).toContainText(`${room.unitsLeft} left`);
    if (room.roomDiscount > 0) {
      const was = Math.round(room.roomPrice / (1 - room.roomDiscount / 100));
      await expect(card.locator('s')).toContainText(nightly(was));
    }
  }

  const panel = sidePanel(page);
  await expect(panel).toContainText('Select rooms to begin booking');
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();

  for (const room of [multi, other]) {
    const button = selectButton(roomCard(page, room));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toContainText('Selected');
  }

  const line = selectedLine(panel, multi);
  const fewer = line.getByRole('button', { name: `One fewer ${multi.roomType}` });
  const more = line.getByRole('button', { name: `One more ${multi.roomType}` });
  await expect(fewer).toBeDisabled();
  await expect(line).toContainText(`${nightly(multi.roomPrice)} × 1`);
  for (let quantity = 2; quantity <= multi.unitsLeft!; quantity += 1) {
    await more.click();
    await expect(line).toContainText(`× ${quantity}`);
  }
  await expect(more).toBeDisabled();
  await expect(fewer).toBeEnabled();

  const total = (lines: [Room, number][]) =>
    naira.format(
      (lines.reduce((sum, [room, q]) => sum + kobo(room.roomPrice) * q, 0) * nights) / 100,
    );
  const totalShown = panel.getByTestId('selection-total');
  await expect(panel).toContainText(`for ${nights} nights`);
  await expect(totalShown).toHaveText(
    total([
      [multi, multi.unitsLeft!],
      [other, 1],
    ]),
  );

  // Back down to 2 units, then Remove the other room.
  for (let quantity = multi.unitsLeft!; quantity > 2; quantity -= 1) await fewer.click();
  await expect(line).toContainText('× 2');
  await selectedLine(panel, other)
    .getByRole('button', { name: `Remove ${other.roomType}` })
    .click();
  await expect(selectedLine(panel, other)).toHaveCount(0);
  await expect(selectButton(roomCard(page, other))).toHaveAttribute('aria-pressed', 'false');
  await expect(totalShown).toHaveText(total([[multi, 2]]));
  // Book Now opens the booking dialog (tested in full by the booking journey); Escape closes it.
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(selectedLine(panel, multi)).toContainText('× 2');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(shots, 'hotel-rooms-1280.png'), fullPage: true });

  // A reload has no router state: the hotel is loaded by its id.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  await expect(roomCards(page)).toHaveCount(rooms.length);
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText(String(nights));
});

test('a room booked out shows Unavailable, and new dates trim the selection', async ({
  page,
  request,
}) => {
  const [firstIn, firstOut] = [lagosDate(40), lagosDate(42)];
  const [busyIn, busyOut] = [lagosDate(50), lagosDate(52)];
  const { hotel, multi, other } = await lagosHotel(request, firstIn, firstOut);
  // On the busy dates: one unit of `multi` left, none of `other`.
  await bookUnits(request, multi, multi.unitsLeft! - 1, busyIn, busyOut);
  await bookUnits(request, other, other.unitsLeft!, busyIn, busyOut);

  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${firstIn}&checkOut=${firstOut}`);
  await selectButton(roomCard(page, multi)).click();
  await selectButton(roomCard(page, other)).click();
  const panel = sidePanel(page);
  const more = selectedLine(panel, multi).getByRole('button', {
    name: `One more ${multi.roomType}`,
  });
  await more.click();
  await expect(selectedLine(panel, multi)).toContainText('× 2');

  await page.getByRole('button', { name: 'Change dates' }).click();
  await page.getByLabel('Check in').fill(busyIn);
  await page.getByLabel('Check out').fill(busyOut);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${busyIn}&checkOut=${busyOut}`));

  const notice = page.getByRole('status').filter({ hasText: 'Your selection changed' });
  await expect(notice).toContainText(`${other.roomType} is not available for these dates`);
  await expect(notice).toContainText(`Only 1 unit of ${multi.roomType} is left`);
  await expect(selectedLine(panel, other)).toHaveCount(0);
  await expect(selectedLine(panel, multi)).toContainText('× 1');
  await expect(more).toBeDisabled();

  const gone = roomCard(page, other);
  await expect(gone).toContainText('Unavailable');
  await expect(selectButton(gone)).toBeDisabled();
  await expect(roomCard(page, multi)).toContainText('1 left');
});

test('without dates the date picker asks for them, with the rules’ messages on touch', async ({
  page,
  request,
}) => {
  const { hotel } = await lagosHotel(request, lagosDate(60), lagosDate(61));
  await page.goto(`/rooms/${hotel.hotelId}`);

  const stay = page.getByRole('region', { name: 'When are you staying?' });
  await expect(stay).toBeVisible();
  // Rooms show straight away, priced per night until there are dates.
  await expect(roomCards(page).first()).toBeVisible();
  await expect(sidePanel(page)).toContainText('per night');

  const checkIn = stay.getByLabel('Check in');
  const checkOut = stay.getByLabel('Check out');
  await expect(stay).not.toContainText('is required');
  await checkIn.focus();
  await checkIn.blur();
  await expect(stay).toContainText('Check-in date is required');
  await checkOut.focus();
  await checkOut.blur();
  await expect(stay).toContainText('Check-out date is required');

  await checkIn.fill(lagosDate(-1));
  await expect(stay).toContainText('Check-in date cannot be in the past');
  await expect(checkIn).toHaveAttribute('min', lagosDate(0));

  await checkIn.fill(lagosDate(65));
  await checkOut.fill(lagosDate(63));
  await expect(stay).toContainText('Check-out date must be after check-in date');
  await page.screenshot({ path: path.join(shots, 'hotel-rooms-no-dates-1280.png') });
  await stay.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).not.toHaveURL(/checkIn=/);

  await checkOut.fill(lagosDate(67));
  await expect(stay).not.toContainText('must be after');
  await stay.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${lagosDate(65)}&checkOut=${lagosDate(67)}`));
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText('2');
  await expect(sidePanel(page)).toContainText('for 2 nights');
});

test('at 360 px the basket button counts the rooms and opens and closes the overlay', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(70), lagosDate(72)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);

  await expect(sidePanel(page)).toBeHidden();
  const basket = page.getByRole('button', { name: /^Your selection, / });
  await expect(basket).toHaveAccessibleName('Your selection, 0 rooms');
  await expect(roomCards(page).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'hotel-rooms-360-top.png'), fullPage: true });

  await selectButton(roomCard(page, multi)).click();
  await expect(basket).toHaveAccessibleName('Your selection, 1 room');
  await page.screenshot({ path: path.join(shots, 'hotel-rooms-360-closed.png') });

  await basket.click();
  const overlay = page.getByRole('dialog', { name: 'Your Selection' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Close your selection' })).toBeFocused();
  await overlay.getByRole('button', { name: `One more ${multi.roomType}` }).click();
  await expect(overlay).toContainText(`${nightly(multi.roomPrice)} × 2`);
  await page.screenshot({ path: path.join(shots, 'hotel-rooms-360-open.png') });

  await overlay.getByRole('button', { name: 'Close your selection' }).click();
  await expect(overlay).toBeHidden();
  await expect(basket).toHaveAccessibleName('Your selection, 2 rooms');
  await expect(basket).toBeFocused();

  // Escape closes it too.
  await basket.click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('the rooms page has no serious or critical accessibility violations', async ({
  browser,
  baseURL,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(80), lagosDate(81)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const serious = () => seriousViolations(page);

  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  expect(await serious()).toEqual([]);

  await page.goto(`/rooms/${hotel.hotelId}`);
  await expect(roomCards(page).first()).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: /^Your selection/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Selection' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await context.close();
});

test('a failed rooms load says No rooms available, and Try again recovers', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(90), lagosDate(91)];
  const { hotel } = await lagosHotel(request, checkIn, checkOut);
  const roomsCall = `**/api/v1/rooms/hotel/${hotel.hotelId}*`;
  await page.route(roomsCall, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'UNAVAILABLE', message: 'Rooms are resting.' }),
    }),
  );

  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  const failure = page.getByRole('alert').filter({ hasText: 'No rooms available' });
  await expect(failure).toContainText('Rooms are resting.');

  await page.unroute(roomsCall);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(roomCards(page).first()).toBeVisible();
});
