import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { App } from '../../src/app';
import { bookedRoomNights, bookings } from '../../src/db/schema/bookings';
import { carBookings } from '../../src/db/schema/cars';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import {
  startTestGateway,
  type StandaloneGateway,
} from '../../src/features/test-gateway/test-gateway';
import { paymentDepsOf, type PaymentDeps } from '../../src/lib/payments/payment-deps';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { bookingRequest, postBooking, stayFrom } from './booking-requests';
import { createTestApp, TEST_PUBLIC_URL, type TestContext, type TestEnv } from './test-app';

/*
 * The app and the test gateway side by side (docs/decisions/0022-payments-and-holds.md):
 * the gateway serves Paystack's API on an ephemeral port, the app's Paystack
 * client is pointed at it (PAYSTACK_API_URL, PAYSTACK_SECRET_KEY), and the
 * app listens on an ephemeral port of its own so the gateway's signed
 * events reach its webhook over HTTP, as Paystack's would.
 */

export type PaymentsTestbed = TestContext & {
  gateway: StandaloneGateway;
  /** The listening app's base URL. */
  appUrl: string;
  /** What settle and the refund requester need, from this app. */
  deps: PaymentDeps;
};

export async function createPaymentsTestbed(
  options: {
    env?: TestEnv;
    poolSize?: number;
    now?: () => Date;
    /** The gateway's key (sk_test_… by default: its payments are test payments; sk_live_… stands in for live ones). */
    secret?: string;
  } = {},
): Promise<PaymentsTestbed> {
  const gateway = await startTestGateway({ secret: options.secret });
  afterAll(() => gateway.close());
  const ctx = await createTestApp({
    poolSize: options.poolSize,
    now: options.now,
    env: { PAYSTACK_SECRET_KEY: gateway.secret, PAYSTACK_API_URL: gateway.url, ...options.env },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const appUrl = `http://127.0.0.1:${port}`;
  gateway.setWebhookUrl(`${appUrl}/api/v1/payments/paystack/webhook`);
  return { ...ctx, gateway, appUrl, deps: paymentDepsOf(ctx.app) };
}

/** POST /api/v1/payments as a guest (or with a session cookie). */
export function startPayment(app: App, body: object, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** What the callback page asks. */
export function verifyPayment(app: App, paymentReference: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/payments/${paymentReference}/verify`,
    headers: { origin: TEST_PUBLIC_URL },
  });
}

/** A delivery to the webhook of exactly these bytes, signed (or not) as given. */
export function deliverWebhook(app: App, body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}

/**
 * The guest's click on the gateway's checkout page (Pay or Decline), as the
 * browser's form sends it; answers where the gateway sends the guest back.
 */
export async function checkout(authorizationUrl: string, choice: 'pay' | 'decline') {
  const response = await fetch(`${authorizationUrl}/${choice}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

/** A hotel of a new owner with one room type (`units` of it) at ₦25,000 a night. */
export async function hotelWithRoom(db: TestContext['db'], units = 3) {
  const owner = await createUser(db);
  const hotel = await createHotel(db, owner.id);
  const room = await createRoom(db, hotel.id, { roomQuantity: units });
  return { owner, hotel, room };
}

type Room = Awaited<ReturnType<typeof hotelWithRoom>>['room'];

/** Each booking's stay starts a day after the last one's, so units never run out by accident. */
let nextDay = 10;

/** A booking made through POST /bookings: its reference, email and id. */
export async function bookRoom(
  app: App,
  room: Room,
  options: { fromToday?: number; nights?: number; quantity?: number; email?: string } = {},
) {
  const email = options.email ?? `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const stay = stayFrom(options.fromToday ?? nextDay++, options.nights ?? 2);
  const response = await postBooking(
    app,
    bookingRequest(room.hotelId, [{ room, quantity: options.quantity ?? 1 }], stay, { email }),
  );
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  const made = response.json() as { reference: string; bookingId: string; totalAmount: number };
  return { ...made, email, stay };
}

/** A car hire made through POST /carbooking/book. */
export async function hireCar(app: App, db: TestContext['db'], fromToday = nextDay++) {
  const owner = await createUser(db);
  const car = await createCar(db, owner.id);
  const email = `renter-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const response = await postCarBooking(
    app,
    carBookingRequest(car, pickupOn(fromToday), 3, { email }),
  );
  if (response.statusCode !== 201) throw new Error(`car hire failed: ${response.body}`);
  const made = response.json() as { reference: string; bookingId: string; totalPrice: number };
  return { ...made, email, car };
}

/**
 * A hold run out, as the hold sweeper leaves it: `expired`, its nights
 * released. Written straight to the tables; the sweeper has its own tests.
 */
export async function expireRoomBooking(db: TestContext['db'], bookingId: string) {
  await db.transaction(async (tx) => {
    await tx.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, bookingId));
    await tx.delete(bookedRoomNights).where(eq(bookedRoomNights.bookingId, bookingId));
  });
}

export async function expireCarHire(db: TestContext['db'], carBookingId: string) {
  await db.update(carBookings).set({ status: 'expired' }).where(eq(carBookings.id, carBookingId));
}

/** Rows of a table, counted, for "nothing changed" checks. */
export async function countRows(db: TestContext['db'], table: string): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
