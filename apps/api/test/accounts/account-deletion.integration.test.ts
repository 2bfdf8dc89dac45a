import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import { users, verifications } from '../../src/db/schema/auth';
import { bookings } from '../../src/db/schema/bookings';
import { carBookings, cars } from '../../src/db/schema/cars';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { payments } from '../../src/db/schema/payments';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { insertCarBooking } from '../../src/features/car-bookings/car-booking-repository';
import { apiCaller, signUp, type SignedIn } from '../support/accounts';
import { personRows } from './person-rows';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { insertStay } from '../support/past-bookings';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * "Delete my account" (NDPA 2023, docs/decisions/0026): sessions, sign-in
 * and the person go; their bookings stay for the owner's accounts without
 * their name or contact; an owner with upcoming bookings is told what must
 * happen first, and nothing changes.
 */

let ctx: TestContext;
const call = apiCaller(() => ctx.app);
const PASSWORD = 'correct horse battery';
let owner: SignedIn;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let carId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '1000' } });
  owner = await signUp(ctx.app, 'hotelOwner');
  hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: 'Keeper Inn' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 10 });
  carId = (await createCar(ctx.db, owner.userId)).id;
});

const deleteAccount = (who: SignedIn, password = PASSWORD) =>
  call('POST', '/accounts/me/delete', who, { password });

const signIn = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password: PASSWORD },
  });

const revenue = async () =>
  ZOwnerDashboard.parse((await call('GET', '/owner/dashboard', owner)).json()).totalRevenue;

/** A customer with a paid past stay, a past car hire, a newsletter row and a letter: all of it theirs. */
async function customerWithHistory() {
  const ada = await signUp(ctx.app);
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, ada.userId));
  const stay = await insertStay(
    ctx.db,
    hotelId,
    room,
    addDays(lagosToday(), -6),
    addDays(lagosToday(), -4),
    { firstName: 'Ada', lastName: 'Obi', email: ada.email, phone: '08031234567' },
    { userId: ada.userId },
  );
  await ctx.db
    .update(bookings)
    .set({ paidKobo: stay.totalAmountKobo, paymentStatus: 'paid', specialRequests: 'Late arrival' })
    .where(eq(bookings.id, stay.id));
  await ctx.db.insert(payments).values({
    reference: `WP-${stay.reference.slice(3)}`,
    bookingId: stay.id,
    email: ada.email,
    amountKobo: stay.totalAmountKobo,
    status: 'success',
    // Real money: test payments count in no revenue (docs/decisions/0034).
    testMode: false,
  });
  const pickupAt = new Date(Date.now() - 5 * 86_400_000);
  const hire = await insertCarBooking(ctx.db, {
    reference: `WC-D${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    carId,
    userId: ada.userId,
    pickupAt,
    returnAt: new Date(pickupAt.getTime() + 4 * 3_600_000),
    hours: 4,
    fullName: 'Ada Obi',
    phone: '08031234567',
    email: ada.email,
    hourlyRateKobo: 500_000,
    priceLines: [{ unit: 'hour', count: 4, unitKobo: 500_000, amountKobo: 2_000_000 }],
    totalPriceKobo: 2_000_000,
  });
  expect((await call('POST', '/newsletter', undefined, { email: ada.email })).statusCode).toBe(201);
  await ctx.db.insert(mailOutbox).values({
    kind: 'booking-confirmation',
    toAddress: ada.email,
    subject: 'Unsent letter',
    textBody: 'Dear Ada',
    htmlBody: '<p>Dear Ada</p>',
  });
  await ctx.db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${crypto.randomUUID()}`,
    value: ada.userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { ada, stay, hire };
}

const rowsOf = personRows(() => ctx.db);

describe('POST /api/v1/accounts/me/delete', () => {
  it('refuses a wrong password naming the field, and changes nothing', async () => {
    const { ada, stay } = await customerWithHistory();
    const response = await deleteAccount(ada, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'That is not your password' });
    const missing = await call('POST', '/accounts/me/delete', ada, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('password');
    expect(await rowsOf.user(ada.userId)).toHaveLength(1);
    expect((await call('GET', '/accounts/me/profile', ada)).statusCode).toBe(200);
    const [kept] = await ctx.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(kept).toMatchObject({ firstName: 'Ada', userId: ada.userId });
  });

  it('deletes the account, keeps its bookings anonymised for the owner, and forgets the address', async () => {
    const { ada, stay, hire } = await customerWithHistory();
    const revenueBefore = await revenue();
    expect(revenueBefore).toBeGreaterThan(0);

    const response = await deleteAccount(ada);
    expect(response.statusCode).toBe(204);
    const expired = [response.headers['set-cookie']].flat().join('\n');
    expect(expired).toMatch(/better-auth\.session_token=; Max-Age=0/);

    // The old cookie is nobody's; the password signs no one in.
    expect((await call('GET', '/accounts/me/profile', ada)).statusCode).toBe(401);
    expect((await call('GET', '/accounts/me', ada)).json()).toBeNull();
    expect((await signIn(ada.email)).statusCode).toBe(401);
    for (const rows of [
      await rowsOf.user(ada.userId),
      await rowsOf.sessions(ada.userId),
      await rowsOf.accounts(ada.userId),
      await rowsOf.verifications(ada.userId),
      await rowsOf.newsletter(ada.email),
      await rowsOf.mail(ada.email),
    ])
      expect(rows).toEqual([]);

    const [keptStay] = await ctx.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(keptStay).toMatchObject({
      userId: null,
      firstName: 'Deleted',
      lastName: 'guest',
      email: '',
      phone: '',
      specialRequests: '',
      totalAmountKobo: stay.totalAmountKobo,
      paymentStatus: 'paid',
    });
    const [keptHire] = await ctx.db.select().from(carBookings).where(eq(carBookings.id, hire.id));
    expect(keptHire).toMatchObject({
      userId: null,
      fullName: 'Deleted guest',
      email: '',
      phone: '',
    });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.bookingId, stay.id));
    expect(payment?.email).toBe('');

    // The owner still sees the stay, its money and its place in their revenue.
    const listed = (await call('GET', '/bookings/allBookings', owner)).json() as {
      reference: string;
      totalAmount: number;
    }[];
    expect(listed.find((b) => b.reference === stay.reference)).toMatchObject({
      totalAmount: stay.totalAmountKobo / 100,
    });
    expect(await revenue()).toBe(revenueBefore);
  });

  it('refuses a customer with an upcoming stay of their own (409), and changes nothing', async () => {
    const bola = await signUp(ctx.app);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { origin: TEST_PUBLIC_URL, cookie: bola.cookie },
      payload: bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(3, 2), {
        email: bola.email,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const response = await deleteAccount(bola);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'HAS_UPCOMING_BOOKINGS',
      message:
        'You have 1 upcoming stay or car hire of your own. Cancel it or wait until it is over before deleting your account.',
    });
    expect(await rowsOf.user(bola.userId)).toHaveLength(1);
    expect((await call('GET', '/accounts/me/profile', bola)).statusCode).toBe(200);
    const [kept] = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, booked.json().reference));
    expect(kept).toMatchObject({ userId: bola.userId, email: bola.email });
  });
});

describe('an owner deleting their account', () => {
  it('is refused while their hotels or cars have upcoming bookings, and nothing changes', async () => {
    const busy = await signUp(ctx.app, 'hotelOwner');
    const busyHotel = await createHotel(ctx.db, busy.userId);
    const busyRoom = await createRoom(ctx.db, busyHotel.id, { roomQuantity: 5 });
    const busyCar = await createCar(ctx.db, busy.userId);
    for (const fromToday of [2, 6]) {
      const booked = await call(
        'POST',
        '/bookings',
        undefined,
        bookingRequest(busyHotel.id, [{ room: busyRoom, quantity: 1 }], stayFrom(fromToday, 1)),
      );
      expect(booked.statusCode).toBe(201);
    }
    const pickupAt = new Date(Date.now() + 86_400_000);
    await insertCarBooking(ctx.db, {
      reference: `WC-U${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      carId: busyCar.id,
      pickupAt,
      returnAt: new Date(pickupAt.getTime() + 3_600_000),
      hours: 1,
      fullName: 'Musa Danjuma',
      phone: '08031234567',
      email: 'musa@example.ng',
      hourlyRateKobo: 500_000,
      priceLines: [{ unit: 'hour', count: 1, unitKobo: 500_000, amountKobo: 500_000 }],
      totalPriceKobo: 500_000,
    });

    const response = await deleteAccount(busy);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'OWNER_HAS_UPCOMING_BOOKINGS',
      message:
        'You have 3 upcoming bookings at your hotels or cars. Cancel them or wait until they are over before deleting your account.',
    });
    const [hotel] = await ctx.db.select().from(hotels).where(eq(hotels.id, busyHotel.id));
    expect(hotel).toMatchObject({ ownerId: busy.userId, deletedAt: null });
    const [car] = await ctx.db.select().from(cars).where(eq(cars.id, busyCar.id));
    expect(car).toMatchObject({ ownerId: busy.userId, deletedAt: null });
    expect((await call('GET', `/hotels/${busyHotel.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/owner/hotels', busy)).json()).toHaveLength(1);
  });

  it('retires their hotels, room types and cars, keeps the past bookings, then deletes the account', async () => {
    const done = await signUp(ctx.app, 'hotelOwner');
    const oldHotel = await createHotel(ctx.db, done.userId);
    const oldRoom = await createRoom(ctx.db, oldHotel.id, { roomQuantity: 5 });
    const oldCar = await createCar(ctx.db, done.userId);
    const guest = {
      firstName: 'Chidi',
      lastName: 'Eze',
      email: 'chidi@example.ng',
      phone: '08030000001',
    };
    const past = await insertStay(
      ctx.db,
      oldHotel.id,
      oldRoom,
      addDays(lagosToday(), -3),
      addDays(lagosToday(), -1),
      guest,
    );

    const response = await deleteAccount(done);
    expect(response.statusCode).toBe(204);
    expect(await rowsOf.user(done.userId)).toEqual([]);
    const [hotel] = await ctx.db.select().from(hotels).where(eq(hotels.id, oldHotel.id));
    expect(hotel?.ownerId).toBeNull();
    expect(hotel?.deletedAt).toBeInstanceOf(Date);
    const [retiredRoom] = await ctx.db.select().from(rooms).where(eq(rooms.id, oldRoom.id));
    expect(retiredRoom?.deletedAt).toBeInstanceOf(Date);
    const [car] = await ctx.db.select().from(cars).where(eq(cars.id, oldCar.id));
    expect(car).toMatchObject({ ownerId: null, deletedAt: expect.any(Date) });
    expect((await call('GET', `/hotels/${oldHotel.id}`)).statusCode).toBe(404);
    // The guest's booking is the guest's, not the owner's: it is kept as it was.
    const [kept] = await ctx.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ hotelId: oldHotel.id, ...guest });
    expect((await signIn(done.email)).statusCode).toBe(401);
  });
});
