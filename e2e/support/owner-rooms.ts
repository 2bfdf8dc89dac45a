import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { ownerPage, origin, unique } from './owner';
import type { Room } from './stays';
import { expect } from './test';

/*
 * What the owner-rooms specs share: an owner with a hotel of their own, rooms
 * made through the API, uploads answered with images the site already
 * serves, and the add-room and room-listings screens' parts. Every test
 * signs up an owner of its own and creates the hotel and rooms it needs;
 * nothing depends on the demo seed beyond reading the addresses of its room
 * images.
 */

export const roomPhoto = (n: number) =>
  fileURLToPath(new URL(`../../apps/api/assets/demo/rooms/room-0${n}.webp`, import.meta.url));

export type OwnerRoom = Omit<Room, 'unitsLeft'> & {
  roomDescription: string;
  roomImage: string[];
  amenities: string[];
};

/** Distinct room image addresses the site already serves, read from the demo hotels' rooms. */
export async function demoRoomImages(page: Page): Promise<string[]> {
  const hotels = (await (await page.request.get('/api/v1/hotels')).json()) as { hotelId: string }[];
  const images = new Set<string>();
  for (const hotel of hotels.slice(0, 6)) {
    const rooms = (await (
      await page.request.get(`/api/v1/rooms/hotel/${hotel.hotelId}`)
    ).json()) as OwnerRoom[];
    for (const room of rooms) room.roomImage.forEach((image) => images.add(image));
  }
  expect(
    images.size,
    'the demo rooms should show at least 6 different images',
  ).toBeGreaterThanOrEqual(6);
  return [...images];
}

/**
 * POST /uploads is the product's own (docs/product.md#images). While it is not there yet, only
 * that call is answered here, each time with another image the site already
 * serves (the rooms created through the API use the first three). The delay
 * lets "Uploading..." be seen either way.
 */
export async function serveUploads(page: Page, images: string[], { delayMs = 0 } = {}) {
  const probe = await page.request.post('/api/v1/uploads', { multipart: {}, headers: origin() });
  const mocked = probe.status() === 404;
  const answers = images.slice(3);
  let next = 0;
  await page.route('**/api/v1/uploads**', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!mocked) return route.continue();
    const secure_url = answers[next % answers.length]!;
    next += 1;
    return route.fulfill({ status: 201, json: { secure_url } });
  });
  return { mocked };
}

export async function createHotel(page: Page) {
  const hotelImage = (
    (await (await page.request.get('/api/v1/hotels')).json()) as { hotelImage: string }[]
  )[0]!.hotelImage;
  const response = await page.request.post('/api/v1/hotels', {
    headers: origin(),
    data: {
      hotelName: `Lagoon View ${unique()}`,
      hotelContactNo: '08031234567',
      hotelDescription: 'Rooms over the lagoon.',
      hotelAddress: '1 Ozumba Mbadiwe Avenue',
      country: 'Nigeria',
      state: 'Lagos',
      localGov: 'Eti-Osa',
      city: 'Lagos',
      hotelRating: 4,
      minimumPrice: 25_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { hotelId: string; hotelName: string };
}

export async function createRoom(page: Page, hotelId: string, overrides: Partial<OwnerRoom> = {}) {
  const response = await page.request.post('/api/v1/rooms', {
    headers: origin(),
    data: {
      hotelId,
      roomType: `Garden Suite ${unique()}`,
      roomPrice: 45_000,
      roomDiscount: 10,
      roomQuantity: 3,
      roomDescription: 'A calm suite that opens onto the garden.',
      amenities: ['Free Wifi', 'Desk', 'Air Conditioning', 'Bathtub', 'Smart Controls'],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OwnerRoom;
}

export async function ownerRooms(page: Page, hotelId: string) {
  const response = await page.request.get(`/api/v1/owner/rooms?hotelId=${hotelId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerRoom[];
}

/** An owner with a hotel, in a context of its own (axe needs one made with browser.newContext). */
export async function ownerWithHotel(browser: Browser, baseURL: string | undefined, width = 1280) {
  const { context, page } = await ownerPage(browser, baseURL, width);
  const hotel = await createHotel(page);
  const images = await demoRoomImages(page);
  return { context, page, hotel, images };
}

export const addRoomPath = (hotelId: string) => `/owner/all-hotel/add-room/${hotelId}`;
export const listingsPath = (hotelId: string) => `/owner/list-room/hotel-rooms/${hotelId}`;

export const thumbnails = (page: Page) =>
  page.getByRole('list', { name: 'Room images: chosen' }).getByRole('listitem');
export const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(Add Room|Adding\.\.\.)$/ });
export const statusSwitch = (page: Page, roomType: string) =>
  page.getByRole('switch', { name: `Room status for ${roomType}`, exact: true });
export const roomRow = (page: Page, roomType: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: roomType }) });
export const actions = (page: Page, roomType: string) =>
  page.getByRole('button', { name: `Actions for ${roomType}`, exact: true });

export async function openAction(
  page: Page,
  roomType: string,
  item: 'View Details' | 'Edit Room' | 'Delete Room',
) {
  await actions(page, roomType).click();
  await page.getByRole('menuitem', { name: item }).click();
}
