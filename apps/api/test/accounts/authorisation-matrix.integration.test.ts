import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { sessionCookie, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { carBookingRequest, carRegistration, pickupOn, postCarBooking } from '../cars/car-requests';
import { signUpAdmin } from '../support/staff';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';
import { raiseAttention } from '../../src/money/attention/raise-attention';
import { hotelBody, PERSONAL_DATA_CASES, roomBody, type Case } from './authorisation-cases';

/*
 * The authorisation matrix (docs/product.md#roles), read from the API's own
 * route table: every guarded route is called as a guest, a customer, another
 * owner and its owner (an admin route: as a guest, a customer, an owner and
 * an admin). A guarded route missing from CASES fails the first test, so a
 * new owner route cannot ship without its row here.
 */

let ctx: TestContext;
let customer: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let admin: SignedIn;
/** Ids of things that belong to `owner` (and, for bookings, to `customer`). */
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  [customer, owner, otherOwner, admin] = await Promise.all([
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'hotelOwner'),
    signUpAdmin(ctx.app, ctx.db),
  ]);
  const { item } = await ctx.db.transaction((tx) =>
    raiseAttention(tx, {
      kind: 'refund_stuck',
      reference: 'WK-MATRIX1',
      amountKobo: 100,
      detail: {},
    }),
  );
  ids.attentionId = item.id;
  const hotel = await createHotel(ctx.db, owner.userId);
  const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 5 });
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie: customer.cookie, origin: TEST_PUBLIC_URL },
    payload: bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(3, 2)),
  });
  ids.bookingId = booked.json().bookingId;
  ids.hotelId = hotel.id;
  ids.roomId = room.id;
  const car = await createCar(ctx.db, owner.userId);
  const hired = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(3), 2), {
    cookie: customer.cookie,
  });
  ids.carBookingId = hired.json().bookingId;
  ids.carId = car.id;
});

/*
 * Order matters where one row changes what another sees: the owner lists come
 * before the other owner's POST /hotels gives them a hotel of their own.
 */
const CASES: Record<string, Case> = {
  'GET /api/v1/owner/hotels': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/owner/rooms': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/cars/owner': { access: 'owner', allowed: 200, otherOwner: 200 },
  'POST /api/v1/hotels': { access: 'owner', body: hotelBody, allowed: 201, otherOwner: 201 },
  'PUT /api/v1/hotels/:hotelId': {
    access: 'owner',
    body: hotelBody,
    allowed: 200,
    otherOwner: 404,
  },
  'POST /api/v1/rooms': {
    access: 'owner',
    get body() {
      return { ...roomBody, hotelId: ids.hotelId };
    },
    allowed: 201,
    otherOwner: 404,
  },
  'PUT /api/v1/rooms/:roomId': { access: 'owner', body: roomBody, allowed: 200, otherOwner: 404 },
  'PUT /api/v1/rooms/status/:roomId': {
    access: 'owner',
    body: { roomStatus: true },
    allowed: 200,
    otherOwner: 404,
  },
  // The beforeAll's booking is upcoming, so the rightful owner is refused too.
  'DELETE /api/v1/rooms/:roomId': { access: 'owner', allowed: 409, otherOwner: 404 },
  'DELETE /api/v1/hotels/:hotelId': { access: 'owner', allowed: 409, otherOwner: 404 },
  // The matrix sends JSON; uploads take multipart only, so an owner passes the guard and gets 415.
  'POST /api/v1/uploads': { access: 'owner', allowed: 415, otherOwner: 415 },
  // Each call gets its own licence plate (plates are unique among listed cars).
  'POST /api/v1/cars/registration': {
    access: 'owner',
    get body() {
      return carRegistration();
    },
    allowed: 201,
    otherOwner: 201,
  },
  'PUT /api/v1/cars/:carId': {
    access: 'owner',
    get body() {
      return carRegistration();
    },
    allowed: 200,
    otherOwner: 404,
  },
  'DELETE /api/v1/cars/:carId': { access: 'owner', allowed: 409, otherOwner: 404 },
  'GET /api/v1/carbooking/owner': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/bookings': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/bookings/allBookings': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/owner/dashboard': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/owner/dashboard/series': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/owner/bookings': { access: 'owner', allowed: 200, otherOwner: 200 },
  'GET /api/v1/bookings/mine': { access: 'user', allowed: 200, otherOwner: 200 },
  'GET /api/v1/carbooking/mine': { access: 'user', allowed: 200, otherOwner: 200 },
  // A person's own name and password: each caller changes only their own.
  'POST /api/v1/auth/update-user': {
    access: 'user',
    body: { name: 'Matrix Person' },
    allowed: 200,
    otherOwner: 200,
  },
  // Ends the caller's other sessions and hands a new cookie, which call() keeps.
  'POST /api/v1/auth/change-password': {
    access: 'user',
    body: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' },
    allowed: 200,
    otherOwner: 200,
  },
  // To the caller's own address, whoever calls.
  'POST /api/v1/auth/send-verification-email': { access: 'user', allowed: 200, otherOwner: 200 },
  ...PERSONAL_DATA_CASES,
  // The customer's 'paid' is a claim: 200, awaiting the owner's confirmation.
  'PUT /api/v1/bookings/status/:bookingId': {
    access: 'user',
    body: { paymentStatus: 'paid' },
    allowed: 200,
    otherOwner: 404,
  },
  'PUT /api/v1/carbooking/status/:bookingId': {
    access: 'user',
    body: { paymentStatus: 'paid' },
    allowed: 200,
    otherOwner: 404,
    pathIds: () => ({ bookingId: ids.carBookingId! }),
  },
  // The beforeAll's booking checks in days from now: too early for a no-show.
  'POST /api/v1/owner/bookings/:bookingId/no-show': {
    access: 'owner',
    allowed: 409,
    otherOwner: 404,
  },
  // Waka's staff only (docs/decisions/0037): every owner and customer gets 403.
  'GET /api/v1/admin/attention': { access: 'admin', allowed: 200, otherOwner: 403 },
  'GET /api/v1/admin/audit': { access: 'admin', allowed: 200, otherOwner: 403 },
  'POST /api/v1/admin/attention/:id/resolve': {
    access: 'admin',
    body: { note: 'Checked by the matrix' },
    allowed: 200,
    otherOwner: 403,
    pathIds: () => ({ id: ids.attentionId! }),
  },
};

const concrete = (url: string, pathIds: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => pathIds[name] ?? ids[name] ?? name);

async function call(route: string, who: SignedIn | undefined, body?: object) {
  const [method, url] = route.split(' ') as [string, string];
  const response = await ctx.app.inject({
    method: method as 'GET',
    url: concrete(url, CASES[route]?.pathIds?.()),
    headers: { origin: TEST_PUBLIC_URL, ...(who ? { cookie: who.cookie } : {}) },
    ...(method === 'GET' ? {} : { payload: body ?? {} }),
  });
  const renewed = sessionCookie(response.headers['set-cookie']);
  if (who && renewed.includes('session_token=')) who.cookie = renewed;
  return response;
}

const guardedRoutes = () => ctx.app.routeTable.filter((r) => r.access !== 'public');

describe('the authorisation matrix, read from the route table', () => {
  it('has a row for exactly the guarded routes, each with its declared access', () => {
    const declared = Object.fromEntries(
      guardedRoutes().map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toEqual(
      Object.fromEntries(Object.entries(CASES).map(([route, c]) => [route, c.access])),
    );
    expect(
      ctx.app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/v1/bookings')?.access,
    ).toBe('public');
  });

  it('answers 401 to a guest on every guarded route, in the error shape', async () => {
    for (const [route, c] of Object.entries(CASES)) {
      const response = await call(route, undefined, c.body);
      expect(response.statusCode, route).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'UNAUTHENTICATED',
        message: expect.any(String),
      });
    }
  });

  it('answers 403 to a customer on every owner route', async () => {
    for (const [route, c] of Object.entries(CASES).filter(([, c]) => c.access === 'owner')) {
      const response = await call(route, customer, c.body);
      expect(response.statusCode, route).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to a customer and to an owner on every admin route', async () => {
    const adminRoutes = Object.entries(CASES).filter(([, c]) => c.access === 'admin');
    expect(adminRoutes).toHaveLength(3);
    for (const [route, c] of adminRoutes) {
      for (const who of [customer, owner]) {
        const response = await call(route, who, c.body);
        expect(response.statusCode, route).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    }
  });

  it("gives another owner 404 on an owner's resource, and only their own view of lists", async () => {
    for (const [route, c] of Object.entries(CASES)) {
      const response = await call(route, otherOwner, c.body);
      expect(response.statusCode, route).toBe(c.otherOwner);
      // The series has a point for every day whoever asks; its figures are what must stay empty.
      const isSeries = route.endsWith('/dashboard/series');
      if (c.otherOwner === 200 && Array.isArray(response.json()) && !isSeries)
        expect(response.json(), route).toEqual([]);
    }
    const dashboard = await call('GET /api/v1/owner/dashboard', otherOwner);
    expect(dashboard.json()).toMatchObject({ totalBookings: 0, totalRevenue: 0, bookings: [] });
    const series = (await call('GET /api/v1/owner/dashboard/series', otherOwner)).json() as {
      occupiedUnits: number;
      revenue: number;
    }[];
    expect(series).toHaveLength(61);
    expect(series.every((point) => point.occupiedUnits === 0 && point.revenue === 0)).toBe(true);
    const bookings = await call('GET /api/v1/owner/bookings', otherOwner);
    expect(bookings.json()).toMatchObject({ items: [], total: 0 });
  });

  it('lets the rightful caller through', async () => {
    for (const [route, c] of Object.entries(CASES)) {
      const who = c.access === 'owner' ? owner : c.access === 'admin' ? admin : customer;
      const response = await call(route, who, c.body);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(c.allowed);
    }
    const all = await call('GET /api/v1/bookings/allBookings', owner);
    expect(all.json().map((b: { bookingId: string }) => b.bookingId)).toEqual([ids.bookingId]);
    const page = await call('GET /api/v1/owner/bookings', owner);
    expect(page.json().items.map((b: { bookingId: string }) => b.bookingId)).toEqual([
      ids.bookingId,
    ]);
    const series = (await call('GET /api/v1/owner/dashboard/series', owner)).json() as {
      occupiedUnits: number;
    }[];
    expect(series.some((point) => point.occupiedUnits > 0)).toBe(true);
  });

  it('exposes exactly the auth endpoints Waka uses; any other auth path is a 404 to everyone', async () => {
    const auth = Object.fromEntries(
      ctx.app.routeTable
        .filter((r) => r.url.startsWith('/api/v1/auth'))
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(auth).toEqual({
      'POST /api/v1/auth/sign-up/email': 'public',
      'POST /api/v1/auth/sign-in/email': 'public',
      'POST /api/v1/auth/sign-out': 'public',
      'GET /api/v1/auth/get-session': 'public',
      'POST /api/v1/auth/update-user': 'user',
      'POST /api/v1/auth/change-password': 'user',
      'POST /api/v1/auth/request-password-reset': 'public',
      'POST /api/v1/auth/reset-password': 'public',
      'POST /api/v1/auth/send-verification-email': 'user',
      'POST /api/v1/auth/verify-email': 'public',
    });
    const unknown = [
      'GET /api/v1/auth/list-sessions',
      'POST /api/v1/auth/delete-user',
      'POST /api/v1/auth/change-email',
      'POST /api/v1/auth/revoke-sessions',
      'POST /api/v1/auth/admin/set-role',
      'POST /api/v1/auth/unknown/',
      'GET /api/v1/auth/',
    ];
    for (const route of unknown) {
      for (const who of [undefined, customer, owner]) {
        const response = await call(route, who);
        expect(response.statusCode, route).toBe(404);
        expect(response.json().error, route).toBe('NOT_FOUND');
      }
    }
    // The public ones answer a guest, with or without a trailing slash.
    const session = await call('GET /api/v1/auth/get-session/', undefined);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
    const signIn = await call('POST /api/v1/auth/sign-in/email/', undefined, {
      email: 'nobody@example.ng',
      password: 'whatever1',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('keeps the public reads public', async () => {
    const reads = ctx.app.routeTable.filter(
      (r) =>
        r.access === 'public' &&
        r.method === 'GET' &&
        r.url.startsWith('/api/v1/') &&
        !r.url.startsWith('/api/v1/auth'),
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const response = await call(`GET ${route.url}`, undefined);
      expect([401, 403], route.url).not.toContain(response.statusCode);
    }
  });
});
