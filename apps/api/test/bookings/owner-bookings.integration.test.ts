import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZListedBookingList,
  ZOwnerBookingPage,
  ZOwnerDashboard,
  ZOwnerDashboardSeries,
  type TOwnerBookingPage,
} from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import { bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let owner: SignedIn;
let rival: SignedIn;
let customer: SignedIn;
let hotelOne: { id: string };
let hotelTwo: { id: string };
let rivalHotel: { id: string };
/** Owner's bookings by guest, in the order they were made. */
const made: Record<
  'chiamaka' | 'tundeB' | 'ifeoma' | 'tundeA',
  { bookingId: string; reference: string }
> = {} as never;

const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: as(who) });
const day = (fromToday: number) => addDays(lagosToday(), fromToday);

type RoomRow = Awaited<ReturnType<typeof createRoom>>;

async function book(
  hotelId: string,
  room: RoomRow,
  quantity: number,
  stay: { checkIn: string; checkOut: string },
  guest = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: as(),
    payload: bookingRequest(hotelId, [{ room, quantity }], stay, guest),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingId: string; reference: string; totalAmount: number };
}

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, rival, customer] = await Promise.all([
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'customer'),
  ]);
  hotelOne = await createHotel(ctx.db, owner.userId, { hotelName: 'Lekki Suites' });
  hotelTwo = await createHotel(ctx.db, owner.userId, { hotelName: 'Ikoyi Lodge' });
  rivalHotel = await createHotel(ctx.db, rival.userId, { hotelName: 'Rival Lodge' });
  const roomOne = await createRoom(ctx.db, hotelOne.id, {
    roomPriceKobo: 5_000_000,
    roomQuantity: 5,
  });
  const roomTwo = await createRoom(ctx.db, hotelTwo.id, {
    roomPriceKobo: 2_000_000,
    roomQuantity: 3,
  });
  const rivalRoom = await createRoom(ctx.db, rivalHotel.id, {
    roomPriceKobo: 1_000_000,
    roomQuantity: 2,
  });

  // One after another, so "newest made first" has an order to keep.
  made.chiamaka = await book(hotelOne.id, roomOne, 1, stayFrom(2, 2), {
    firstName: 'Chiamaka',
    lastName: 'Eze',
  });
  made.tundeB = await book(hotelOne.id, roomOne, 1, stayFrom(10, 3), {
    firstName: 'Tunde',
    lastName: 'Bakare',
  });
  made.ifeoma = await book(hotelTwo.id, roomTwo, 1, stayFrom(5, 1), {
    firstName: 'Ifeoma',
    lastName: 'Okafor',
  });
  made.tundeA = await book(hotelTwo.id, roomTwo, 1, stayFrom(20, 2), {
    firstName: 'Tunde',
    lastName: 'Adeyemi',
  });
  // The rival's guest shares a name with the owner's: a search must not cross owners.
  await book(rivalHotel.id, rivalRoom, 1, stayFrom(10, 3), {
    firstName: 'Tunde',
    lastName: 'Bakare',
  });

  for (const { bookingId } of [made.tundeB, made.ifeoma]) {
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/bookings/status/${bookingId}`,
      headers: as(owner),
      payload: { paymentStatus: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
  }
});

async function page(query: string, who: SignedIn = owner): Promise<TOwnerBookingPage> {
  const response = await get(`/api/v1/owner/bookings${query ? `?${query}` : ''}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZOwnerBookingPage.parse(response.json());
}
const ids = (answer: TOwnerBookingPage) => answer.items.map((b) => b.bookingId);

describe('GET /api/v1/owner/bookings', () => {
  it("pages every booking on the owner's hotels, newest made first, with the total", async () => {
    const all = await page('');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(ids(all)).toEqual(
      [made.tundeA, made.ifeoma, made.tundeB, made.chiamaka].map((b) => b.bookingId),
    );
    expect(all.items[0]).toMatchObject({
      firstName: 'Tunde',
      lastName: 'Adeyemi',
      hotelName: 'Ikoyi Lodge',
      quantity: 1,
    });
  });

  it("never shows one owner another owner's bookings", async () => {
    const rivals = await page('', rival);
    expect(rivals.total).toBe(1);
    expect(rivals.items[0]?.hotelName).toBe('Rival Lodge');
    expect(await page(`hotelId=${rivalHotel.id}`)).toMatchObject({ total: 0, items: [] });
    expect((await page(`hotelId=${hotelOne.id}`, rival)).total).toBe(0);
  });

  it('narrows to one hotel', async () => {
    const two = await page(`hotelId=${hotelTwo.id}`);
    expect(two.total).toBe(2);
    expect(ids(two)).toEqual([made.tundeA.bookingId, made.ifeoma.bookingId]);
  });

  it('narrows to paid or not paid', async () => {
    expect(ids(await page('paymentStatus=paid'))).toEqual([
      made.ifeoma.bookingId,
      made.tundeB.bookingId,
    ]);
    const notPaid = await page('paymentStatus=not%20paid');
    expect(notPaid.total).toBe(2);
    expect(ids(notPaid)).toEqual([made.tundeA.bookingId, made.chiamaka.bookingId]);
  });

  it('narrows to stays with a night between from and to, a checkout day not counting', async () => {
    // Chiamaka checks out on day 4, Ifeoma stays the night of day 5.
    expect(ids(await page(`from=${day(4)}&to=${day(5)}`))).toEqual([made.ifeoma.bookingId]);
    expect(ids(await page(`from=${day(3)}&to=${day(3)}`))).toEqual([made.chiamaka.bookingId]);
    expect(ids(await page(`from=${day(12)}&to=${day(12)}`))).toEqual([made.tundeB.bookingId]);
    expect((await page(`from=${day(6)}`)).total).toBe(2);
    expect(ids(await page(`to=${day(2)}`))).toEqual([made.chiamaka.bookingId]);
  });

  it('finds a booking by its reference, in any case', async () => {
    const found = await page(`q=${made.tundeB.reference.toLowerCase()}`);
    expect(ids(found)).toEqual([made.tundeB.bookingId]);
    expect(found.items[0]?.reference).toBe(made.tundeB.reference);
  });

  it("finds bookings by the guest's first, last or full name, in any case", async () => {
    expect(ids(await page('q=TUNDE'))).toEqual([made.tundeA.bookingId, made.tundeB.bookingId]);
    expect(ids(await page('q=bakare'))).toEqual([made.tundeB.bookingId]);
    expect(ids(await page('q=%20tunde%20bakare%20'))).toEqual([made.tundeB.bookingId]);
    expect(ids(await page('q=kafo'))).toEqual([made.ifeoma.bookingId]);
    // Wildcards are searched for as text, not obeyed.
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
  });

  it('combines filters', async () => {
    expect(ids(await page(`q=tunde&hotelId=${hotelTwo.id}`))).toEqual([made.tundeA.bookingId]);
    expect((await page(`q=tunde&paymentStatus=paid&from=${day(30)}`)).total).toBe(0);
    // A form's empty fields mean "any".
    expect((await page('q=&from=&to=')).total).toBe(4);
  });

  it('pages with the total over every page', async () => {
    const first = await page('pageSize=3');
    const second = await page('pageSize=3&page=2');
    const beyond = await page('pageSize=3&page=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(second)).toEqual([made.chiamaka.bookingId]);
    expect(beyond).toMatchObject({ total: 4, items: [] });
    expect(
      (await page('paymentStatus=paid&pageSize=1&page=2')).items.map((b) => b.bookingId),
    ).toEqual([made.tundeB.bookingId]);
  });

  it('refuses bad filters with 400 naming each field', async () => {
    const bad = await get(
      '/api/v1/owner/bookings?hotelId=nope&paymentStatus=maybe&from=2026-02-30&page=0&pageSize=101',
      owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: {
        hotelId: 'hotelId must be a hotel id',
        paymentStatus: "paymentStatus must be 'paid' or 'not paid'",
        from: 'from must be a real date written YYYY-MM-DD',
        page: 'page must be a whole number, 1 or more',
        pageSize: 'pageSize must be a whole number from 1 to 100',
      },
    });
    const cases: [string, string][] = [
      [`from=${day(5)}&to=${day(4)}`, 'to'],
      ['to=tomorrow', 'to'],
      ['pageSize=abc', 'pageSize'],
      ['page=1.5', 'page'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['page=1e300', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/v1/owner/bookings?${query}`, owner);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
  });

  it('answers an empty page, not an error, far beyond the last page', async () => {
    expect(await page(`page=${Number.MAX_SAFE_INTEGER}&pageSize=100`)).toMatchObject({
      total: 4,
      items: [],
    });
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await get('/api/v1/owner/bookings')).statusCode).toBe(401);
    expect((await get('/api/v1/owner/bookings', customer)).statusCode).toBe(403);
  });

  it('leaves GET /bookings/allBookings a bare list, as the spec has it', async () => {
    const all = ZListedBookingList.parse((await get('/api/v1/bookings/allBookings', owner)).json());
    expect(all.map((b) => b.bookingId)).toEqual(
      [made.tundeA, made.ifeoma, made.tundeB, made.chiamaka].map((b) => b.bookingId),
    );
  });
});

describe('GET /api/v1/owner/dashboard/series and the dashboard (D2)', () => {
  let seriesOwner: SignedIn;
  let stayTotal: number;

  beforeAll(async () => {
    seriesOwner = await signUp(ctx.app, 'hotelOwner');
    const hotel = await createHotel(ctx.db, seriesOwner.userId, { hotelName: 'Calabar Court' });
    const room = await createRoom(ctx.db, hotel.id, {
      roomType: 'Garden Room',
      roomPriceKobo: 3_000_000,
      roomQuantity: 4,
    });
    // A room switched off is not on offer: it adds no units.
    await createRoom(ctx.db, hotel.id, { roomStatus: false, roomQuantity: 10 });
    stayTotal = (
      await book(hotel.id, room, 2, stayFrom(1, 3), { firstName: 'Amaka', lastName: 'Nwosu' })
    ).totalAmount;
    const cancelled = await book(hotel.id, room, 1, stayFrom(1, 1), {
      firstName: 'Kunle',
      lastName: 'Ade',
    });
    await ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled.bookingId));
  });

  const series = async (who: SignedIn) => {
    const response = await get('/api/v1/owner/dashboard/series', who);
    expect(response.statusCode, response.body).toBe(200);
    return ZOwnerDashboardSeries.parse(response.json());
  };

  it('gives 61 nights, from 30 days before Lagos today to 30 after', async () => {
    const points = await series(seriesOwner);
    expect(points).toHaveLength(61);
    expect(points.map((p) => p.date)).toEqual(Array.from({ length: 61 }, (_, i) => day(i - 30)));
  });

  it('counts 2 units for 3 nights from tomorrow, none on the checkout day, and what they earn', async () => {
    const byDate = new Map((await series(seriesOwner)).map((p) => [p.date, p]));
    for (const night of [1, 2, 3]) {
      expect(byDate.get(day(night)), `night ${night}`).toEqual({
        date: day(night),
        revenue: 60_000,
        occupiedUnits: 2,
        totalUnits: 4,
        occupancy: 0.5,
      });
    }
    for (const quiet of [-30, -1, 0, 4, 30]) {
      expect(byDate.get(day(quiet)), `day ${quiet}`).toEqual({
        date: day(quiet),
        revenue: 0,
        occupiedUnits: 0,
        totalUnits: 4,
        occupancy: 0,
      });
    }
  });

  it("keeps owners apart: another owner's series holds only their own rooms and nights", async () => {
    const rivals = await series(rival);
    expect(rivals.every((p) => p.totalUnits === 2)).toBe(true);
    expect(rivals.filter((p) => p.occupiedUnits > 0).map((p) => p.date)).toEqual([
      day(10),
      day(11),
      day(12),
    ]);
    expect(rivals.find((p) => p.date === day(10))).toMatchObject({
      revenue: 10_000,
      occupiedUnits: 1,
      occupancy: 0.5,
    });
  });

  it('answers an owner with no rooms with zeros, never dividing by zero', async () => {
    const newcomer = await signUp(ctx.app, 'hotelOwner');
    const points = await series(newcomer);
    expect(points).toHaveLength(61);
    expect(
      points.every(
        (p) => p.revenue === 0 && p.occupiedUnits === 0 && p.totalUnits === 0 && p.occupancy === 0,
      ),
    ).toBe(true);
  });

  it('leaves cancelled bookings out of Total Revenue and gives the Recent Room Bookings columns', async () => {
    const dashboard = ZOwnerDashboard.parse(
      (await get('/api/v1/owner/dashboard', seriesOwner)).json(),
    );
    expect(dashboard).toMatchObject({ totalBookings: 1, totalRevenue: stayTotal });
    expect(stayTotal).toBe(180_000);
    const amaka = dashboard.bookings.find((b) => b.firstName === 'Amaka');
    expect(amaka).toMatchObject({
      lastName: 'Nwosu',
      hotelName: 'Calabar Court',
      roomType: 'Garden Room',
      quantity: 2,
      totalAmount: 180_000,
      paymentStatus: 'not paid',
    });
    expect(Number.isNaN(Date.parse(amaka!.createdDate))).toBe(false);
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await get('/api/v1/owner/dashboard/series')).statusCode).toBe(401);
    expect((await get('/api/v1/owner/dashboard/series', customer)).statusCode).toBe(403);
  });
});
