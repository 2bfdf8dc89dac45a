import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { signUpThroughApi } from './pages';
import { unique } from './owner';
import { kobo, lagosDate } from './stays';
import { expect, test } from './test';

/*
 * What the owner-bookings specs share: one owner of their own, with two
 * hotels of their own, booked by guests through the API on days 400–430
 * after Lagos's today: 23 bookings, more than the API's page of 20. Nobody
 * else books these rooms, so each spec file seeds its own in its beforeAll.
 */

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-owner-bookings';

export type Guest = { firstName: string; lastName: string; email: string; phone: string };
export type Line = { room: CreatedRoom; quantity: number };
export type CreatedRoom = { roomId: string; hotelId: string; roomType: string; roomPrice: number };
export type Booked = {
  bookingId: string;
  reference: string;
  guest: Guest;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  total: number;
};

/** The three bookings the tests pick out, by what sets them apart. */
export type OwnerBookings = {
  owner: Awaited<ReturnType<BrowserContext['storageState']>>;
  hotelNames: { alpha: string; beta: string };
  multiRoom: Booked; // Alpha, two room types, days 400–403, Chidi Okafor
  paidOne: Booked; // Alpha, days 410–412, Ngozi Adeyemi, marked paid at setup
  betaOne: Booked; // Beta, days 420–421, Emeka Obi
  allReferences: string[];
};

async function createHotel(owner: APIRequestContext, hotelName: string) {
  const response = await owner.post('/api/v1/hotels', {
    data: {
      hotelName,
      hotelContactNo: '08031234567',
      hotelDescription: 'Rooms for the bookings list.',
      // Not in Lagos: the guest specs pick a Lagos hotel from the search and book it.
      hotelAddress: '4 Lalubu Street, Oke-Ilewo',
      country: 'Nigeria',
      state: 'Ogun',
      stateId: 28,
      localGov: 'Abeokuta South',
      city: 'Abeokuta',
      hotelRating: '4',
      minimumPrice: 15_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: '/media/demo/placeholder.webp',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { hotelId: string }).hotelId;
}

async function createRoom(
  owner: APIRequestContext,
  hotelId: string,
  roomType: string,
  roomPrice: number,
) {
  const response = await owner.post('/api/v1/rooms', {
    data: {
      hotelId,
      roomType,
      roomPrice,
      roomQuantity: 30,
      roomDescription: `${roomType}, for the bookings list.`,
      roomImage: ['/media/demo/placeholder.webp'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { roomId } = (await response.json()) as { roomId: string };
  return { roomId, hotelId, roomType, roomPrice };
}

/** A guest, not signed in, books the lines for days `from` to `to` after today. */
async function book(
  guestRequest: APIRequestContext,
  hotelName: string,
  lines: Line[],
  guest: Guest,
  [from, to]: [number, number],
): Promise<Booked> {
  const [checkIn, checkOut, nights] = [lagosDate(from), lagosDate(to), to - from];
  const totalKobo = lines.reduce((sum, l) => sum + kobo(l.room.roomPrice) * l.quantity, 0) * nights;
  const response = await guestRequest.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      customer: { ...guest, checkInDate: checkIn, checkOutDate: checkOut, specialRequests: '' },
      hotelId: lines[0]!.room.hotelId,
      rooms: lines.map(({ room, quantity }) => ({
        roomId: room.roomId,
        quantity,
        price: room.roomPrice,
        roomType: room.roomType,
      })),
      totalAmount: totalKobo / 100,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { bookingId, reference } = (await response.json()) as {
    bookingId: string;
    reference: string;
  };
  return {
    bookingId,
    reference,
    guest,
    hotelName,
    checkIn,
    checkOut,
    nights,
    total: totalKobo / 100,
  };
}

/** A number written with the letters a–j for 0–9: names may not hold digits (12 → "bc"). */
const asLetters = (n: number) =>
  [...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

const guest = (firstName: string, lastName: string): Guest => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.ng`.toLowerCase(),
  phone: '08031234567',
});

/** Signs up the owner, makes their hotels and rooms, and books them as guests. */
export async function seedOwnerBookings(
  browser: Browser,
  baseURL: string | undefined,
): Promise<OwnerBookings> {
  const hotelNames = {
    alpha: `Alpha Creek Hotel ${unique()}`,
    beta: `Beta Court Hotel ${unique()}`,
  };
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signUpThroughApi(ownerPage, 'hotelOwner');
  const owner = await ownerContext.storageState();
  const api = ownerPage.request;

  const alphaId = await createHotel(api, hotelNames.alpha);
  const betaId = await createHotel(api, hotelNames.beta);
  const garden = await createRoom(api, alphaId, 'Garden Double', 20_000);
  const ocean = await createRoom(api, alphaId, 'Ocean Suite', 50_000);
  const courtyard = await createRoom(api, betaId, 'Courtyard Single', 15_000);

  // Guests have no session: a context of their own, without the owner's cookies.
  const guestContext = await browser.newContext({ baseURL });
  const guests = guestContext.request;
  // The 20 older bookings first, so the three picked out are the newest: page 1's top.
  const bulk: Booked[] = [];
  for (let n = 1; n <= 20; n += 1) {
    bulk.push(
      await book(
        guests,
        hotelNames.beta,
        [{ room: courtyard, quantity: 1 }],
        guest('Funke', `Bulk${asLetters(n)}`),
        [425, 427],
      ),
    );
  }
  const betaOne = await book(
    guests,
    hotelNames.beta,
    [{ room: courtyard, quantity: 1 }],
    guest('Emeka', 'Obi'),
    [420, 421],
  );
  const paidOne = await book(
    guests,
    hotelNames.alpha,
    [{ room: ocean, quantity: 1 }],
    guest('Ngozi', 'Adeyemi'),
    [410, 412],
  );
  const multiRoom = await book(
    guests,
    hotelNames.alpha,
    [
      { room: garden, quantity: 2 },
      { room: ocean, quantity: 1 },
    ],
    guest('Chidi', 'Okafor'),
    [400, 403],
  );
  const allReferences = [multiRoom, paidOne, betaOne, ...bulk.reverse()].map((b) => b.reference);

  const paid = await api.put(`/api/v1/bookings/status/${paidOne.bookingId}`, {
    data: { paymentStatus: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await guestContext.close();
  await ownerContext.close();
  return { owner, hotelNames, multiRoom, paidOne, betaOne, allReferences };
}

/**
 * Seeds this spec file's owner and bookings once, before its tests, which run
 * in order (a test may mark a booking paid and back): the object answered is
 * filled in by then.
 */
export function useOwnerBookings(): OwnerBookings {
  const seeded = {} as OwnerBookings;
  test.describe.configure({ mode: 'default', timeout: 90_000 });
  test.beforeAll(async ({ browser, baseURL }) => {
    Object.assign(seeded, await seedOwnerBookings(browser, baseURL));
  });
  return seeded;
}

/** A page signed in as the owner, in a context of its own (as axe needs). */
export async function asOwner(
  browser: Browser,
  baseURL: string | undefined,
  owner: OwnerBookings['owner'],
  width = 1280,
) {
  const context = await browser.newContext({
    baseURL,
    storageState: owner,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

export const table = (page: Page) => page.getByRole('table', { name: 'Bookings' });
/** The references shown, in order: each row's header cell starts with it, over when it was booked. */
export const references = (page: Page) =>
  table(page)
    .getByRole('rowheader')
    .getByText(/^WK-[0-9A-Z]+$/);
export const row = (page: Page, booking: Booked) =>
  table(page).getByRole('row').filter({ hasText: booking.reference });
export const showing = (page: Page) => page.getByText(/^Showing /);
export const hotelFilter = (page: Page) => page.getByLabel('Hotel', { exact: true });
export const paymentFilter = (page: Page) => page.getByLabel('Payment status');
export const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by reference or guest name' });
/** The owner's "Confirm payment received" of one booking (docs/product.md#owner-bookings). */
export const paymentButton = (scope: Locator, booking: Booked) =>
  scope.getByRole('button', { name: `Confirm payment received for ${booking.reference}` });
/** The dialog that asks the owner once more before a booking reads paid. */
export const confirmReceived = (page: Page) =>
  page.getByRole('dialog', { name: 'Confirm payment received' });
export const stayDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
