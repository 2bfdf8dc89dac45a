import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';

/*
 * Stays for the guest-journey specs: hotels and rooms read from the API, never
 * assumed from the demo seed, prices shown as the pages show them, and
 * bookings made through the API as another guest would.
 *
 * Specs run in parallel on one server, so each books days of its own (days
 * after Lagos's today): hotel-rooms 20–91, accounts 45–47 and 160–162,
 * booking-journey 100–152, owner-journey 170–172, owner-bookings-* 400–430 (each file on rooms of an owner of its own), car-listing-* (car pickups) 500–530, car-hire-journey (car pickup) 540, car-hire-days (car pickups) 485–495 (and days 2–4 on a car of its own, for the 14-day strip), owner-cars-* (car pickups) 460–480, payments-* 200–260 (stays and car pickups), cancellation-* 300–330 (and day 1, tomorrow, for a late cancellation; each on rooms of an owner of its own), booking-change 340–360 (on rooms of an owner of its own), verified-email 270–272. A new spec takes a range no other uses, within the 18 months ahead a date may reach (docs/decisions/0017-holds-and-dates-are-bounded.md).
 */

export type Room = {
  roomId: string;
  hotelId: string;
  roomType: string;
  roomPrice: number;
  roomDiscount: number;
  roomQuantity: number;
  roomStatus: boolean;
  unitsLeft?: number;
};
export type Hotel = { hotelId: string; hotelName: string; hotelAddress: string };

export const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
export const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
/** A nightly price as the cards show it: whole naira when whole, else with kobo. */
export const nightly = (price: number) =>
  Number.isInteger(price) ? wholeNaira.format(price) : naira.format(price);
export const kobo = (price: number) => Math.round(price * 100);

/**
 * `days`, moved 1,000 days on for each earlier attempt of the running test (a
 * CI retry, a --repeat-each copy): what an attempt booked stays booked, so
 * the next one takes days no attempt has used instead of failing on them.
 */
export function daysForThisAttempt(days: number): number {
  const { retry, repeatEachIndex, project } = test.info();
  return days + 1000 * (repeatEachIndex * (project.retries + 1) + retry);
}

/** A date `days` after today in Lagos (docs/product.md#dates), as YYYY-MM-DD. */
export function lagosDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function roomsOf(
  request: APIRequestContext,
  hotelId: string,
  checkIn: string,
  checkOut: string,
) {
  const response = await request.get(
    `/api/v1/rooms/hotel/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Room[];
}

/** A Lagos hotel with at least two bookable room types, one of them with 2 or more units. */
export async function lagosHotel(request: APIRequestContext, checkIn: string, checkOut: string) {
  const response = await request.get(
    `/api/v1/hotels/search?q=Lagos&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const hotels = (await response.json()) as Hotel[];
  for (const hotel of hotels) {
    const rooms = (await roomsOf(request, hotel.hotelId, checkIn, checkOut)).filter(
      (r) => r.roomStatus && (r.unitsLeft ?? 0) > 0,
    );
    // The room raised to its cap: the smallest cap of at least 2 keeps the clicking short.
    const multi = rooms
      .filter((r) => r.unitsLeft! >= 2)
      .sort((a, b) => a.unitsLeft! - b.unitsLeft!)[0];
    const other = rooms.find((r) => r !== multi);
    if (multi && other) return { hotel, multi, other };
  }
  throw new Error('No Lagos hotel with two bookable room types');
}

/** Books `quantity` units of a room for the stay through the API, as another guest would. */
export async function bookUnits(
  request: APIRequestContext,
  room: Pick<Room, 'hotelId' | 'roomId' | 'roomPrice' | 'roomType'>,
  quantity: number,
  checkIn: string,
  checkOut: string,
  email = 'ada.eze@example.ng',
) {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const response = await request.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: {
        firstName: 'Ada',
        lastName: 'Eze',
        email,
        phone: '08031234567',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        specialRequests: '',
      },
      hotelId: room.hotelId,
      rooms: [{ roomId: room.roomId, quantity, price: room.roomPrice, roomType: room.roomType }],
      totalAmount: (kobo(room.roomPrice) * quantity * nights) / 100,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { reference: string; customer: { email: string } };
}

/**
 * Searches from home's form and waits for the results page itself. The URL
 * moves first and home stays on screen until the results screen has loaded;
 * its featured cards are articles too, linking without the dates (one was
 * clicked instead of a result in a CI run on 26 Nov).
 */
export async function searchFromHome(
  page: Page,
  destination: string,
  checkIn: string,
  checkOut: string,
) {
  await page.goto('/');
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Destination' }).fill(destination);
  await search.getByLabel('Check in').fill(checkIn);
  await search.getByLabel('Check out').fill(checkOut);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Hotels matching “${destination}”`,
  );
}

export const roomCards = (page: Page) =>
  page.getByRole('list', { name: 'Rooms' }).getByRole('article');
export const roomCard = (page: Page, room: Pick<Room, 'roomType'>) =>
  roomCards(page).filter({ has: page.getByRole('heading', { name: room.roomType, exact: true }) });
export const selectButton = (card: Locator) =>
  card.getByRole('button', { name: /^(Select Room|Selected):/ });
export const sidePanel = (page: Page) => page.getByRole('complementary');
export const selectedLine = (panel: Locator, room: Room) =>
  panel
    .getByRole('list', { name: 'Selected rooms' })
    .getByRole('listitem')
    .filter({ hasText: room.roomType });

/** The booking dialog the Book Now button opens; its name is 'Book {hotel}'. */
export const bookingDialog = (page: Page) => page.getByRole('dialog', { name: /^Book / });

/** Fills the booking dialog's guest fields (the dates come from the page). */
export async function fillGuest(
  dialog: Locator,
  guest: { firstName: string; lastName: string; email: string; phone: string },
) {
  await dialog.getByLabel('First name').fill(guest.firstName);
  await dialog.getByLabel('Last name').fill(guest.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(guest.email);
  await dialog.getByLabel('Phone').fill(guest.phone);
}
