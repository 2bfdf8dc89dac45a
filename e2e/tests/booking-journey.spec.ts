import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '../support/axe';
import {
  bookingDialog,
  bookUnits,
  fillGuest,
  kobo,
  lagosDate,
  lagosHotel,
  naira,
  roomCard,
  searchFromHome,
  selectButton,
  selectedLine,
  sidePanel,
} from '../support/stays';
import { expect, test } from '../support/test';

/*
 * The guest's whole hotel journey (docs/product.md#overview): search, choose,
 * book, receipt, PDF. Each test books dates of its own, far from the other
 * specs' dates.
 */

const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const guest = { firstName: 'Chiamaka', lastName: 'Obi', phone: '08031234567' };
const uniqueEmail = () => `chiamaka.${Math.random().toString(36).slice(2, 8)}@example.ng`;

test('search Lagos with dates, book two room types, get the receipt, reload it and download its PDF', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut, nights] = [lagosDate(100), lagosDate(103), 3];
  const { hotel, multi, other } = await lagosHotel(request, checkIn, checkOut);
  const email = uniqueEmail();

  await searchFromHome(page, 'Lagos', checkIn, checkOut);
  await expect(page).toHaveURL(new RegExp(`/rooms\\?.*checkIn=${checkIn}`));

  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: hotel.hotelName })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  // The search's dates came along: units left are for this stay.
  await expect(page).toHaveURL(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);

  await selectButton(roomCard(page, multi)).click();
  await selectButton(roomCard(page, other)).click();
  const panel = sidePanel(page);
  await selectedLine(panel, multi)
    .getByRole('button', { name: `One more ${multi.roomType}` })
    .click();
  await expect(selectedLine(panel, multi)).toContainText('× 2');
  await panel.getByRole('button', { name: 'Book Now' }).click();

  const dialog = bookingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Check-in date')).toHaveValue(checkIn);
  await expect(dialog.getByLabel('Check-out date')).toHaveValue(checkOut);
  const expectedKobo = (kobo(multi.roomPrice) * 2 + kobo(other.roomPrice)) * nights;
  const total = naira.format(expectedKobo / 100);
  await expect(dialog.getByTestId('dialog-nights')).toHaveText(String(nights));
  await expect(dialog.getByTestId('dialog-total')).toHaveText(total);

  await fillGuest(dialog, { ...guest, email });
  await page.screenshot({ path: path.join(shots, 'booking-dialog-1280.png') });
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();

  await expect(page).toHaveURL(/\/booking-receipt\?reference=WK-/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByRole('status').filter({ hasText: 'Booking successful!' })).toBeVisible();
  const receiptShows = async () => {
    await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
    await expect(page.getByTestId('receipt-reference')).toHaveText(reference);
    await expect(page.getByTestId('receipt-nights')).toHaveText(String(nights));
    const lines = page.getByTestId('receipt-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: multi.roomType })).toContainText(`${multi.roomType} × 2`);
    await expect(lines.filter({ hasText: other.roomType })).toContainText(`${other.roomType} × 1`);
    await expect(page.getByTestId('receipt-total')).toHaveText(total);
    await expect(page.getByRole('main')).toContainText(`${guest.firstName} ${guest.lastName}`);
    await expect(page.getByRole('main')).toContainText(email);
    await expect(page.getByTestId('receipt-payment-status')).toHaveText('Not paid');
  };
  await receiptShows();
  await page.screenshot({ path: path.join(shots, 'receipt-1280.png'), fullPage: true });

  // The selection was emptied by the booking.
  await page.goBack();
  await expect(sidePanel(page)).toContainText('Select rooms to begin booking');
  await page.goForward();

  await page.reload();
  await receiptShows();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  expect(text).toContain(reference);
  expect(text).toContain(total);

  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the receipt needs the email the booking was made with', async ({ page, request }) => {
  const [checkIn, checkOut] = [lagosDate(110), lagosDate(111)];
  const { multi } = await lagosHotel(request, checkIn, checkOut);
  const booking = await bookUnits(request, multi, 1, checkIn, checkOut);

  await page.goto(`/booking-receipt?reference=${booking.reference}&email=someone.else@example.ng`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();

  await page.goto(
    `/booking-receipt?reference=${booking.reference}&email=${encodeURIComponent(booking.customer.email)}`,
  );
  await expect(page.getByTestId('receipt-reference')).toHaveText(booking.reference);
  // Not just booked here: no success banner.
  await expect(page.getByText('Booking successful!')).toHaveCount(0);
});

test('the dialog shows each field message on touch and refuses a stay that ends before it starts', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(120), lagosDate(121)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await sidePanel(page).getByRole('button', { name: 'Book Now' }).click();
  const dialog = bookingDialog(page);

  const touch = async (label: string, value: string) => {
    const field = dialog.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.blur();
  };
  const messageOf = (label: string) =>
    dialog.getByLabel(label, { exact: true }).locator('xpath=..').getByRole('alert');

  // Nothing is said before a field is touched.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await touch('First name', '');
  await expect(messageOf('First name')).toHaveText('First name is required');
  await touch('Last name', '');
  await expect(messageOf('Last name')).toHaveText('Last name is required');
  // A name is name-like: the probe that wrote a sentence with a link into one.
  await touch('Last name', 'Re-enter it at http://evil.example');
  await expect(messageOf('Last name')).toHaveText(
    'Last name can only contain letters, spaces, apostrophes, hyphens and dots',
  );
  await touch('Email', '');
  await expect(messageOf('Email')).toHaveText('Email is required');
  await touch('Email', 'not-an-email');
  await expect(messageOf('Email')).toHaveText('Invalid email address');
  await touch('Phone', '');
  await expect(messageOf('Phone')).toHaveText('Phone number is required');
  await touch('Phone', '0803-123');
  await expect(messageOf('Phone')).toHaveText('Must be only digits');
  await touch('Phone', '080312');
  await expect(messageOf('Phone')).toHaveText('Must be at least 10 digits');
  await touch('Phone', '0803123456789012');
  await expect(messageOf('Phone')).toHaveText('Must be 15 digits or less');
  await touch('Check-in date', lagosDate(-1));
  await expect(messageOf('Check-in date')).toHaveText('Check-in date cannot be in the past');
  await touch('Check-in date', '');
  await expect(messageOf('Check-in date')).toHaveText('Check-in date is required');
  await touch('Check-out date', '');
  await expect(messageOf('Check-out date')).toHaveText('Check-out date is required');
  await touch('Special requests (optional)', 'x'.repeat(501));
  await expect(dialog.getByText('Maximum 500 characters')).toBeVisible();

  // A check-out on the check-in day: no nights, so the confirm button stays disabled and nothing is sent.
  await touch('Check-in date', checkIn);
  await touch('Check-out date', checkIn);
  await expect(messageOf('Check-out date')).toHaveText(
    'Check-out date must be after check-in date',
  );
  await expect(dialog.getByTestId('dialog-nights')).toHaveText('0');
  await expect(dialog.getByRole('button', { name: /^Confirm booking/ })).toBeDisabled();
});

test('rooms taken while the dialog was open: the server says how many are left, and the dialog stays', async ({
  page,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(130), lagosDate(132)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  const panel = sidePanel(page);
  for (let quantity = 2; quantity <= multi.unitsLeft!; quantity += 1) {
    await selectedLine(panel, multi)
      .getByRole('button', { name: `One more ${multi.roomType}` })
      .click();
  }
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const dialog = bookingDialog(page);
  await fillGuest(dialog, { ...guest, email: uniqueEmail() });

  // Another guest takes one unit first.
  await bookUnits(request, multi, 1, checkIn, checkOut);
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();
  const left = multi.unitsLeft! - 1;
  await expect(dialog.getByRole('alert').first()).toContainText(`Only ${left} ${multi.roomType}`);
  await expect(dialog).toBeVisible();
});

test('at 360 px the guest books through the basket overlay', async ({ page, request }) => {
  const [checkIn, checkOut] = [lagosDate(140), lagosDate(141)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await page.getByRole('button', { name: 'Your selection, 1 room' }).click();
  const overlay = page.getByRole('dialog', { name: 'Your Selection' });
  await overlay.getByRole('button', { name: 'Book Now' }).click();

  const dialog = bookingDialog(page);
  await expect(dialog).toBeVisible();
  // The dialog keeps within 90 % of the screen's height, scrolling inside.
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(780 * 0.9 + 1);
  await fillGuest(dialog, { ...guest, email: uniqueEmail() });
  await page.screenshot({ path: path.join(shots, 'booking-dialog-360.png') });
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(/^WK-[0-9A-Z]{8}$/);
  await page.screenshot({ path: path.join(shots, 'receipt-360.png'), fullPage: true });
  await expect(page.getByTestId('receipt-total')).toHaveText(naira.format(multi.roomPrice));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('the booking dialog and the receipt have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
  request,
}) => {
  const [checkIn, checkOut] = [lagosDate(150), lagosDate(152)];
  const { hotel, multi } = await lagosHotel(request, checkIn, checkOut);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await sidePanel(page).getByRole('button', { name: 'Book Now' }).click();
  const dialog = bookingDialog(page);
  await fillGuest(dialog, { ...guest, email: 'not-an-email' });
  await dialog.getByLabel('Phone').focus();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await dialog.getByRole('button', { name: /^Confirm booking/ }).click();
  await expect(page.getByTestId('receipt-reference')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
