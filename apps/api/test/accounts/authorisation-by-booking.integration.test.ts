import { beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '@waka/shared/cancellation/cancellation';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';
import { BY_BOOKING_CASES } from './authorisation-cases';

/*
 * The authorisation matrix of the public routes that read their caller
 * (docs/product.md#roles): a booking's guest (its email), customer and owner
 * get through; a guest without the email, another customer and another owner
 * get 404, as for no such booking. Read from the route table: a cancel or
 * quote route missing from BY_BOOKING_CASES fails the first test.
 */

let ctx: TestContext;
let customer: SignedIn;
let otherCustomer: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
const references: Record<'booking' | 'car', string> = { booking: '', car: '' };
const emails: Record<'booking' | 'car', string> = { booking: 'matrix.guest@example.ng', car: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  [customer, otherCustomer, owner, otherOwner] = await Promise.all([
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'hotelOwner'),
  ]);
  const hotel = await createHotel(ctx.db, owner.userId);
  const room = await createRoom(ctx.db, hotel.id);
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie: customer.cookie, origin: TEST_PUBLIC_URL },
    payload: bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(5, 2), {
      email: emails.booking,
    }),
  });
  references.booking = booked.json().reference;
  const car = await createCar(ctx.db, owner.userId);
  const hired = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(5), 2), {
    cookie: customer.cookie,
  });
  references.car = hired.json().reference;
  emails.car = hired.json().email;
});

function call(route: string, who: SignedIn | undefined, email?: string, body: object = {}) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const kind = url.includes('/carbooking/') ? 'car' : 'booking';
  const path = url.replace(':reference', references[kind]);
  const headers = { origin: TEST_PUBLIC_URL, ...(who ? { cookie: who.cookie } : {}) };
  if (method === 'GET')
    return ctx.app.inject({
      url: email ? `${path}?email=${encodeURIComponent(email)}` : path,
      headers,
    });
  return ctx.app.inject({
    method,
    url: path,
    headers,
    payload: { ...body, ...(email ? { email } : {}) },
  });
}

const emailOf = (route: string) => (route.includes('/carbooking/') ? emails.car : emails.booking);

describe('the matrix of routes that answer by who asks, read from the route table', () => {
  it('has a row for exactly the cancel and quote routes, each public', () => {
    const found = ctx.app.routeTable
      .filter((r) => /\/(cancel|cancellation-quote)$/.test(r.url))
      .map((r) => [`${r.method} ${r.url}`, r.access]);
    expect(Object.fromEntries(found)).toEqual(
      Object.fromEntries(Object.keys(BY_BOOKING_CASES).map((route) => [route, 'public'])),
    );
  });

  it('answers 404 to a guest without the email, another customer and another owner', async () => {
    for (const [route, c] of Object.entries(BY_BOOKING_CASES)) {
      const refusals = [
        await call(route, undefined),
        await call(route, undefined, 'not.the.guest@example.ng'),
        await call(route, otherCustomer),
        await call(route, otherOwner, undefined, c.ownerBody),
      ];
      expect(
        refusals.map((r) => r.statusCode),
        route,
      ).toEqual([404, 404, 404, 404]);
      for (const refusal of refusals) expect(refusal.json().error, route).toBe('NOT_FOUND');
    }
  });

  it('lets the guest, the customer and the owner read the quote', async () => {
    for (const route of Object.keys(BY_BOOKING_CASES).filter((r) => !BY_BOOKING_CASES[r]!.write)) {
      for (const [who, email] of [
        [undefined, emailOf(route)],
        [customer, undefined],
        [owner, undefined],
      ] as const) {
        const response = await call(route, who, email);
        expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
      }
    }
  });

  it('lets the owner through only with a reason, and the customer cancel; then all read the same', async () => {
    for (const [route, c] of Object.entries(BY_BOOKING_CASES).filter(([, c]) => c.write)) {
      const unexplained = await call(route, owner);
      expect(unexplained.statusCode, route).toBe(400);
      expect(unexplained.json().fields).toEqual({ reason: CANCELLATION_MESSAGES.reasonRequired });
      const cancelled = await call(route, customer);
      expect(cancelled.statusCode, `${route}: ${cancelled.body}`).toBe(200);
      expect((await call(route, undefined, emailOf(route))).json()).toEqual(cancelled.json());
      expect((await call(route, owner, undefined, c.ownerBody)).json()).toEqual(cancelled.json());
    }
  });
});
