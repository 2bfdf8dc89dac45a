import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { findInMail } from './mail';
import { signUp, unique } from './owner';
import { kobo, lagosDate } from './stays';
import { expect } from './test';

/*
 * What the payment specs share (docs/product.md#payment): an owner with a
 * hotel and a room of their own, guests booking it through the API, the mail
 * the server wrote (its .eml files), the test gateway's checkout page, and
 * screenshots of each state at 360 and 1280 px. Stays use days 200–260 after
 * Lagos's today (see stays.ts).
 */

export const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/payments/', import.meta.url));

/** The page at 1280 then 360 px wide, full length, as `{name}-{width}.png` in `folder`; back to 1280 after. */
export async function shootBoth(page: Page, name: string, folder = shots) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.waitForLoadState('networkidle');
    // Let what the new width changes settle (the owner sidebar fades its labels out).
    await page.waitForTimeout(400);
    expect(await sidewaysScroll(page), `${name} at ${width} px scrolls sideways`).toBe(0);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export type Guest = { firstName: string; lastName: string; email: string; phone: string };
export const newGuest = (firstName = 'Adaeze', lastName = 'Nwosu'): Guest => ({
  firstName,
  lastName,
  email: `${firstName}.${unique()}@example.ng`.toLowerCase(),
  phone: '08031234567',
});

export type OwnedRoom = {
  hotelId: string;
  hotelName: string;
  roomId: string;
  roomType: string;
  roomPrice: number;
};

/**
 * A new owner, signed in on a page of their own, with one hotel and one room
 * type of 5 units (or `units`); nobody else books it.
 */
export async function ownerWithRoom(browser: Browser, baseURL: string | undefined, units = 5) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUp(page);
  const hotelName = `Palm Court ${unique()}`;
  const hotel = await page.request.post('/api/v1/hotels', {
    data: {
      hotelName,
      hotelContactNo: '08031234567',
      hotelDescription: 'A quiet hotel for the payment journeys.',
      hotelAddress: '12 Kofo Abayomi Street, Victoria Island',
      country: 'Nigeria',
      state: 'Ogun',
      stateId: 28,
      localGov: 'Abeokuta South',
      city: 'Abeokuta',
      hotelRating: '4',
      minimumPrice: 25_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: '/media/demo/placeholder.webp',
    },
  });
  expect(hotel.status(), await hotel.text()).toBe(201);
  const { hotelId } = (await hotel.json()) as { hotelId: string };
  const roomType = 'Garden Double';
  const roomPrice = 25_000;
  const room = await page.request.post('/api/v1/rooms', {
    data: {
      hotelId,
      roomType,
      roomPrice,
      roomQuantity: units,
      roomDescription: 'A double room over the garden.',
      roomImage: ['/media/demo/placeholder.webp'],
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { roomId } = (await room.json()) as { roomId: string };
  const owned: OwnedRoom = { hotelId, hotelName, roomId, roomType, roomPrice };
  return { context, page, room: owned, email };
}

export type Booked = { bookingId: string; reference: string; email: string; total: number };

/** A guest books one unit for days `from` to `to` after today, through the API. */
export async function bookRoom(
  request: APIRequestContext,
  room: OwnedRoom,
  guest: Guest,
  [from, to]: [number, number],
): Promise<Booked> {
  const [checkInDate, checkOutDate, nights] = [lagosDate(from), lagosDate(to), to - from];
  const total = (kobo(room.roomPrice) * nights) / 100;
  const response = await request.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: { ...guest, checkInDate, checkOutDate, specialRequests: '' },
      hotelId: room.hotelId,
      rooms: [{ roomId: room.roomId, quantity: 1, price: room.roomPrice, roomType: room.roomType }],
      totalAmount: total,
      checkInDate,
      checkOutDate,
      nights,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { bookingId, reference } = (await response.json()) as Booked;
  return { bookingId, reference, email: guest.email, total };
}

export const receiptUrl = (reference: string, email: string) =>
  `/booking-receipt?${new URLSearchParams({ reference, email })}`;

/** The receipt's payment panel, and its headline (what the guest reads first). */
export const paymentPanel = (page: Page) => page.getByTestId('payment-panel');
export const headline = (page: Page) => page.getByTestId('payment-headline');

/** On the test gateway's checkout page: it says no money moves, then Pay (or Decline). */
export async function checkout(page: Page, choice: 'Pay' | 'Decline', name?: string) {
  await expect(page).toHaveURL(/\/test-paystack\//);
  await expect(page.getByRole('note')).toHaveText('Test payment — no money moves');
  if (name) await shootBoth(page, name);
  await page.getByRole('button', { name: choice === 'Pay' ? /^Pay ₦/ : 'Decline' }).click();
}

/** The guest's choices on the payment panel. */
export const payOnline = (scope: Page | Locator) =>
  scope.getByRole('button', { name: 'Pay now online' });
export const payAtHotel = (scope: Page | Locator) =>
  scope.getByRole('button', { name: 'Pay at the hotel' });

/**
 * The link to confirm a pay-later hold from the newest message to `email`
 * that has one, as a path on the site; waits for the outbox to send it.
 */
export const confirmLinkFor = (email: string, dataDir?: string) =>
  findInMail(
    (text) =>
      text.toLowerCase().includes(email.toLowerCase())
        ? /https?:\/\/[^\s"<>]+(\/confirm-hold\?token=[^\s"<>&]+)/.exec(text)?.[1]
        : undefined,
    `a confirm-hold link mailed to ${email}`,
    dataDir,
  );
