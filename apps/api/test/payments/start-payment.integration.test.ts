import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { signUp } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import {
  bookRoom,
  createPaymentsTestbed,
  expireRoomBooking,
  hotelWithRoom,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { createTestApp, TEST_PUBLIC_URL } from '../support/test-app';

/*
 * POST /api/v1/payments (docs/decisions/0022-payments-and-holds.md): one
 * attempt per call, for what the booking owes by the server's own figures,
 * initialised at the test gateway as it would be at Paystack.
 */

let bed: PaymentsTestbed;
let room: Awaited<ReturnType<typeof hotelWithRoom>>['room'];

beforeAll(async () => {
  bed = await createPaymentsTestbed();
  ({ room } = await hotelWithRoom(bed.db, 5));
});

const attemptsOf = (bookingId: string) =>
  bed.db.select().from(payments).where(eq(payments.bookingId, bookingId));

describe('starting an online payment', () => {
  it("answers 201 with Paystack's checkout page and a new WP- reference, for the server's amount in kobo", async () => {
    const booked = await bookRoom(bed.app, room, { nights: 3 });
    // A client's idea of the amount is not the payment's.
    const response = await startPayment(bed.app, {
      reference: booked.reference,
      email: booked.email.toUpperCase(),
      amount: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const started = response.json();
    expect(Object.keys(started).sort()).toEqual(['authorizationUrl', 'paymentReference']);
    expect(started.paymentReference).toMatch(/^WP-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(started.authorizationUrl).toMatch(new RegExp(`^${bed.gateway.url}/checkout/\\w+$`));

    const atGateway = bed.gateway.ledger.transactions.get(started.paymentReference)!;
    expect(atGateway.amount).toBe(3 * 2_500_000);
    expect(atGateway.currency).toBe('NGN');
    expect(atGateway.email).toBe(booked.email);
    expect(atGateway.callbackUrl).toBe(`${TEST_PUBLIC_URL}/payment/callback`);
    expect(atGateway.metadata).toEqual({ bookingReference: booked.reference, kind: 'room' });

    const [attempt] = await attemptsOf(booked.bookingId);
    expect(attempt).toMatchObject({
      reference: started.paymentReference,
      amountKobo: 7_500_000,
      currency: 'NGN',
      status: 'pending',
      testMode: true,
    });
    const [booking] = await bed.db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(booking!.paymentMethod).toBe('online');
    expect(booking!.paymentStatus).toBe('not paid');
  });

  it('makes one payment row per attempt, each with its own reference', async () => {
    const booked = await bookRoom(bed.app, room);
    const body = { reference: booked.reference, email: booked.email };
    const answers = await Promise.all([1, 2, 3].map(() => startPayment(bed.app, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const rows = await attemptsOf(booked.bookingId);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(3);
  });

  it('answers a wrong email and an unknown reference with the same 404, and writes nothing', async () => {
    const booked = await bookRoom(bed.app, room);
    const wrong = await startPayment(bed.app, {
      reference: booked.reference,
      email: 'someone.else@example.ng',
    });
    const unknown = await startPayment(bed.app, {
      reference: 'WK-00000000',
      email: booked.email,
    });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(await attemptsOf(booked.bookingId)).toHaveLength(0);
  });

  it("lets the booking's signed-in customer start without the email, and no one else's session", async () => {
    const customer = await signUp(bed.app, 'customer');
    const stranger = await signUp(bed.app, 'customer');
    const made = await bed.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: customer.cookie, origin: TEST_PUBLIC_URL },
      payload: bookingRequest(room.hotelId, [{ room, quantity: 1 }], stayFrom(25, 1)),
    });
    const { reference } = made.json();
    expect((await startPayment(bed.app, { reference }, customer.cookie)).statusCode).toBe(201);
    expect((await startPayment(bed.app, { reference }, stranger.cookie)).statusCode).toBe(404);
    expect((await startPayment(bed.app, { reference })).statusCode).toBe(404);
  });

  it('refuses a booking already paid, cancelled or expired with 409 and clear words', async () => {
    const paid = await bookRoom(bed.app, room);
    await bed.db
      .update(bookings)
      .set({ paymentStatus: 'paid' })
      .where(eq(bookings.id, paid.bookingId));
    const cancelled = await bookRoom(bed.app, room);
    await bed.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled.bookingId));
    const expired = await bookRoom(bed.app, room);
    await expireRoomBooking(bed.db, expired.bookingId);

    const answers = await Promise.all(
      [paid, cancelled, expired].map((b) =>
        startPayment(bed.app, { reference: b.reference, email: b.email }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(answers.map((a) => a.json().error)).toEqual([
      'ALREADY_PAID',
      'BOOKING_CANCELLED',
      'HOLD_EXPIRED',
    ]);
    expect(answers[0]!.json().message).toMatch(/already paid/);
    expect(answers[2]!.json().message).toBe(ONLINE_PAYMENT_MESSAGES.holdExpired);
  });

  it('names the field of a bad request (400)', async () => {
    const response = await startPayment(bed.app, { reference: 'nonsense', email: 'a@b.ng' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('reference');
  });
});

describe('without Paystack', () => {
  it('answers 503 with the words for it when online payment is off, and writes nothing', async () => {
    // A public address and no key: no Paystack, and no test gateway either.
    const off = await createTestApp({ env: { PUBLIC_URL: 'https://waka.ng' } });
    const { room: offRoom } = await hotelWithRoom(off.db);
    const made = await postBooking(
      off.app,
      bookingRequest(offRoom.hotelId, [{ room: offRoom, quantity: 1 }], stayFrom(20, 2)),
    );
    const { reference, customer } = made.json();
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      payload: { reference, email: customer.email },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'ONLINE_PAYMENT_UNAVAILABLE',
      message: ONLINE_PAYMENT_MESSAGES.unavailable,
    });
    expect(await off.db.select().from(payments)).toHaveLength(0);
  });
});
