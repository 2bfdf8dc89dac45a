import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZMyData, type TMyData } from '@waka/shared/accounts/my-data';
import { addDays, lagosToday } from '@waka/shared/dates';
import { accounts, sessions, users } from '../../src/db/schema/auth';
import { payments, refunds } from '../../src/db/schema/payments';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { apiCaller, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { insertStay } from '../support/past-bookings';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * "Download my data" (NDPA 2023, docs/decisions/0026): everything Waka holds
 * about the signed-in person, and nothing of anyone else's, never a secret.
 */

let ctx: TestContext;
const call = apiCaller(() => ctx.app);
let owner: SignedIn;
let ada: SignedIn;
let stranger: SignedIn;
const ref: Record<string, string> = {};

const book = async (
  who: SignedIn,
  fromToday: number,
  room: { id: string; roomType: string; roomPriceKobo: number },
  hotelId: string,
) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { origin: TEST_PUBLIC_URL, cookie: who.cookie },
    payload: bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(fromToday, 2), {
      email: who.email,
      phone: '08031234567',
      specialRequests: 'A quiet room, please',
    }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { bookingId: string; reference: string };
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '1000' } });
  [owner, ada, stranger] = await Promise.all([
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'customer'),
  ]);
  const hotel = await createHotel(ctx.db, owner.userId, { hotelName: 'Export Inn' });
  const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 10, roomType: 'Export Room' });
  const car = await createCar(ctx.db, owner.userId);

  const upcoming = await book(ada, 5, room, hotel.id);
  ref.upcoming = upcoming.reference;
  ref.stranger = (await book(stranger, 6, room, hotel.id)).reference;
  const guest = { firstName: 'Ada', lastName: 'Obi', phone: '08031234567' };
  const past = await insertStay(
    ctx.db,
    hotel.id,
    room,
    addDays(lagosToday(), -10),
    addDays(lagosToday(), -8),
    { ...guest, email: ada.email },
    { userId: ada.userId },
  );
  ref.past = past.reference;
  // Booked as a guest with Ada's address, before she had an account.
  const asGuest = await insertStay(
    ctx.db,
    hotel.id,
    room,
    addDays(lagosToday(), -30),
    addDays(lagosToday(), -29),
    { ...guest, email: ada.email.toUpperCase() },
  );
  ref.asGuest = asGuest.reference;
  const hire = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(8), 4, { email: ada.email, fullName: 'Ada Obi' }),
    { cookie: ada.cookie },
  );
  expect(hire.statusCode).toBe(201);
  ref.hire = hire.json().reference;

  const [payment] = await ctx.db
    .insert(payments)
    .values({
      reference: 'WP-EXPORT01',
      bookingId: upcoming.bookingId,
      email: ada.email,
      amountKobo: 5_000_000,
      status: 'success',
      testMode: true,
      gatewayTransactionId: 'gateway-secret-id-123',
      channel: 'card',
    })
    .returning();
  await ctx.db
    .insert(refunds)
    .values({ paymentId: payment!.id, amountKobo: 1_000_000, reason: 'cancellation' });
  const subscribed = await call('POST', '/newsletter', undefined, { email: ada.email });
  expect(subscribed.statusCode).toBe(201);
});

async function exportOf(who: SignedIn) {
  const response = await call('GET', '/accounts/me/data', who);
  expect(response.statusCode).toBe(200);
  return { response, data: ZMyData.parse(response.json()) as TMyData };
}

const references = (data: TMyData) => [
  ...data.hotelBookings.map((b) => b.reference),
  ...data.carHires.map((h) => h.reference),
];

describe('GET /api/v1/accounts/me/data', () => {
  it('answers a file to download, kept by no cache, and 401 to a guest', async () => {
    const { response } = await exportOf(ada);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="waka-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((await call('GET', '/accounts/me/data')).statusCode).toBe(401);
  });

  it("holds the person's profile, sessions, stays, hire and payments, and no one else's", async () => {
    const { data } = await exportOf(ada);
    expect(data.profile).toEqual({
      name: 'Test customer',
      email: ada.email,
      role: 'customer',
      phone: '08031234567',
      emailVerified: false,
      createdAt: expect.any(String),
      recentSearchedCities: [],
    });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'ipAddress',
      'userAgent',
    ]);
    expect(references(data).sort()).toEqual([ref.upcoming, ref.past, ref.hire].sort());
    const upcoming = data.hotelBookings.find((b) => b.reference === ref.upcoming)!;
    expect(upcoming).toMatchObject({
      hotelName: 'Export Inn',
      nights: 2,
      rooms: [{ roomType: 'Export Room', quantity: 1 }],
      guest: { email: ada.email, phone: '08031234567', specialRequests: 'A quiet room, please' },
      linkedBy: 'account',
      status: 'confirmed',
    });
    expect(data.carHires[0]).toMatchObject({
      reference: ref.hire,
      renter: { fullName: 'Ada Obi' },
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        reference: 'WP-EXPORT01',
        bookingReference: ref.upcoming,
        amount: 50_000,
        status: 'success',
        refunds: [expect.objectContaining({ amount: 10_000, reason: 'cancellation' })],
      }),
    ]);
    expect(data.owner).toBeNull();
  });

  it('never holds a session token, a password hash or a gateway id', async () => {
    const { response } = await exportOf(ada);
    const tokens = await ctx.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, ada.userId));
    const [credential] = await ctx.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, ada.userId));
    expect(tokens.length).toBeGreaterThan(0);
    expect(credential?.password).toBeTruthy();
    for (const { token } of tokens) expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(credential!.password!);
    expect(response.body).not.toContain('gateway-secret-id-123');
    expect(response.body).not.toMatch(/"(token|password|accessToken|idToken)"/);
  });

  it('adds what was booked or sent by address only once the address is verified', async () => {
    const before = (await exportOf(ada)).data;
    expect(before.newsletterSubscribedAt).toBeNull();
    expect(before.mail).toEqual([]);
    expect(references(before)).not.toContain(ref.asGuest);

    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, ada.userId));
    const after = (await exportOf(ada)).data;
    expect(after.profile.emailVerified).toBe(true);
    expect(after.hotelBookings.find((b) => b.reference === ref.asGuest)).toMatchObject({
      linkedBy: 'email',
    });
    expect(after.newsletterSubscribedAt).toEqual(expect.any(String));
    expect(after.mail.map((m) => m.kind)).toContain('booking-confirmation');
    expect(after.mail.every((m) => Object.keys(m).length === 4)).toBe(true);
    // The stranger's booking at the same hotel, on the same days, is never Ada's.
    expect(references(after)).not.toContain(ref.stranger);
  });

  it("gives an owner their hotels, room types and cars, not their guests' bookings", async () => {
    const { data } = await exportOf(owner);
    expect(data.profile.role).toBe('hotelOwner');
    expect(data.owner?.hotels).toEqual([
      expect.objectContaining({
        hotelName: 'Export Inn',
        retiredAt: null,
        rooms: [expect.objectContaining({ roomType: 'Export Room', roomQuantity: 10 })],
      }),
    ]);
    expect(data.owner?.cars).toHaveLength(1);
    expect(data.hotelBookings).toEqual([]);
    expect(data.payments).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(ada.email);
  });

  it("gives the stranger only the stranger's booking", async () => {
    const { data } = await exportOf(stranger);
    expect(references(data)).toEqual([ref.stranger]);
    expect(JSON.stringify(data)).not.toContain(ada.email);
  });
});
