import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { apiCaller, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * The profile (docs/decisions/0026): a person's name and phone, the phone
 * under the booking form's rule, and saved from their first booking when the
 * profile has none.
 */

let ctx: TestContext;
const call = apiCaller(() => ctx.app);
let owner: SignedIn;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let car: Awaited<ReturnType<typeof createCar>>;

beforeAll(async () => {
  // Each test signs up its own people, more than a minute's sign-ups from one address.
  ctx = await createTestApp({ env: { AUTH_ATTEMPTS_PER_MINUTE: '1000' } });
  owner = await signUp(ctx.app, 'hotelOwner');
  hotelId = (await createHotel(ctx.db, owner.userId)).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 20 });
  car = await createCar(ctx.db, owner.userId);
});

const profileOf = async (who: SignedIn) => {
  const response = await call('GET', '/accounts/me/profile', who);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
};

const book = (who: SignedIn, phone: string, fromToday: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { origin: TEST_PUBLIC_URL, cookie: who.cookie },
    payload: bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(fromToday, 1), {
      email: who.email,
      phone,
    }),
  });

describe('the profile', () => {
  it('shows a new account with no phone, kept by Waka', async () => {
    const ada = await signUp(ctx.app);
    expect(await profileOf(ada)).toEqual({
      name: 'Test customer',
      email: ada.email,
      phone: null,
      role: 'customer',
      emailVerified: false,
      createdAt: expect.any(String),
      accountHome: 'waka',
      accountPage: null,
    });
    expect((await call('GET', '/accounts/me/profile')).statusCode).toBe(401);
  });

  it('saves a name and a phone, and an empty phone removes it', async () => {
    const ada = await signUp(ctx.app);
    const saved = await call('PUT', '/accounts/me/profile', ada, {
      name: ' Ada Obi ',
      phone: '+2348031234567',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Ada Obi', phone: '+2348031234567' });
    expect(await profileOf(ada)).toMatchObject({ name: 'Ada Obi', phone: '+2348031234567' });
    // The session reads the new name too (the header's menu).
    const me = await call('GET', '/accounts/me', ada);
    expect(me.json().name).toBe('Ada Obi');
    const cleared = await call('PUT', '/accounts/me/profile', ada, { name: 'Ada Obi', phone: '' });
    expect(cleared.json().phone).toBeNull();
  });

  it.each([
    ['0803-123-4567', 'Must be only digits'],
    ['080312345', 'Must be at least 10 digits'],
    ['+2348031234567890', 'Must be 15 digits or less'],
    [42, 'Must be only digits'],
  ])('refuses the phone %s naming the field: %s', async (phone, message) => {
    const ada = await signUp(ctx.app);
    const response = await call('PUT', '/accounts/me/profile', ada, { name: 'Ada Obi', phone });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ phone: message });
    expect((await profileOf(ada)).phone).toBeNull();
  });

  it('refuses a name that is not name-like, a missing field and an unknown one', async () => {
    const ada = await signUp(ctx.app);
    const badName = await call('PUT', '/accounts/me/profile', ada, {
      name: 'Visit www.evil.example',
      phone: '',
    });
    expect(badName.statusCode).toBe(400);
    expect(Object.keys(badName.json().fields)).toEqual(['name']);
    const noPhone = await call('PUT', '/accounts/me/profile', ada, { name: 'Ada' });
    expect(noPhone.json().fields).toHaveProperty('phone');
    const role = await call('PUT', '/accounts/me/profile', ada, {
      name: 'Ada',
      phone: '',
      role: 'hotelOwner',
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().fields).toHaveProperty('role');
    expect(await profileOf(ada)).toMatchObject({ name: 'Test customer', role: 'customer' });
  });
});

describe('the phone a person books with', () => {
  it('is saved on the profile by their first booking, and never replaces one already there', async () => {
    const ada = await signUp(ctx.app);
    const first = await book(ada, '08031112222', 10);
    expect(first.statusCode).toBe(201);
    expect((await profileOf(ada)).phone).toBe('08031112222');
    expect((await book(ada, '08039998888', 12)).statusCode).toBe(201);
    expect((await profileOf(ada)).phone).toBe('08031112222');
  });

  it('is saved by a first car hire too, in the international form the car form now takes', async () => {
    const musa = await signUp(ctx.app);
    const hired = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(20), 3, { phone: '+2348035556666', email: musa.email }),
      { cookie: musa.cookie },
    );
    expect(hired.statusCode).toBe(201);
    expect((await profileOf(musa)).phone).toBe('+2348035556666');
  });

  it('is not saved when the booking is refused', async () => {
    const bola = await signUp(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { origin: TEST_PUBLIC_URL, cookie: bola.cookie },
      payload: {
        ...bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(14, 1), {
          phone: '08034445555',
        }),
        totalAmount: 1,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect((await profileOf(bola)).phone).toBeNull();
  });
});
