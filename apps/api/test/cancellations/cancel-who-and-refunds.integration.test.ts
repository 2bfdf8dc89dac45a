import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '@waka/shared/cancellation/cancellation';
import { bookings } from '../../src/db/schema/bookings';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import {
  checkout,
  createPaymentsTestbed,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';
import {
  cancel,
  eventually,
  mailsAbout,
  payOnline,
  quote,
  refundAsksOf,
  refundsOf,
} from './cancel-fixtures';

/*
 * Who may cancel and what goes back (docs/decisions/0023-cancellation-and-changes.md):
 * the guest by email or the customer by session, under the policy; the owner
 * with a reason the guest reads, refunding everything; anyone else 404. An
 * online payment goes back through Paystack once; cash is returned by the hotel.
 */

let bed: PaymentsTestbed;
let owner: SignedIn;
let rival: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
let room: Awaited<ReturnType<typeof createRoom>>;
let hotelName: string;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: 20 });
  [owner, rival, customer, stranger] = await Promise.all([
    signUp(bed.app, 'hotelOwner'),
    signUp(bed.app, 'hotelOwner'),
    signUp(bed.app, 'customer'),
    signUp(bed.app, 'customer'),
  ]);
  const hotel = await createHotel(bed.db, owner.userId, { hotelName: 'Harmattan Suites Kano' });
  hotelName = hotel.hotelName;
  room = await createRoom(bed.db, hotel.id, { roomQuantity: 20, roomPriceKobo: 4_000_000 });
});

let nextDay = 10;
/** A 2-night stay (₦80,000) 10+ days ahead: free to cancel; as `who`'s when given. */
async function book(who?: SignedIn) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const stay = stayFrom(nextDay++, 2);
  const response = await bed.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { origin: TEST_PUBLIC_URL, ...(who ? { cookie: who.cookie } : {}) },
    payload: bookingRequest(room.hotelId, [{ room, quantity: 1 }], stay, { email }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { reference: string; bookingId: string }), email };
}

describe(`cancelling for free, paid online (${testEngine})`, () => {
  it('refunds in full once: one refund row, Paystack asked once, refund.processed makes it refunded', async () => {
    const booked = await book();
    const paid = await payOnline(bed, booked);
    const first = await cancel(bed.app, booked.reference, { email: booked.email.toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'cancelled',
      keptAmount: 0,
      refundAmount: 80_000,
      refundStatus: 'pending',
    });
    expect(await refundsOf(bed.db, paid)).toMatchObject([
      { reason: 'booking cancelled', amountKobo: 8_000_000 },
    ]);
    // Asked again and again: the answer stands, nothing more is written.
    const again = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(again.json()).toEqual(first.json());
    expect(await Promise.all([requestDueRefunds(bed.deps), requestDueRefunds(bed.deps)])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect(await requestDueRefunds(bed.deps)).toBe(0);
    expect(refundAsksOf(bed, paid)).toEqual([{ transaction: expect.any(String), status: 200 }]);
    await eventually(
      async () => (await refundsOf(bed.db, paid))[0]!.status === 'refunded',
      'refund.processed settled the refund',
    );
    const after = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(after.json()).toEqual({ ...first.json(), refundStatus: 'refunded' });
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    });
    expect(receipt.json()).toMatchObject({ refundStatus: 'refunded', refundAmount: 80_000 });

    const [toGuest] = await mailsAbout(bed.db, 'booking-cancelled', booked.reference);
    expect(toGuest!.toAddress).toBe(booked.email);
    expect(toGuest!.textBody).toContain('Refund: ₦80,000.00');
    expect(toGuest!.textBody).toContain('Refund pending — Paystack usually takes 3–5 working days');
    const [toOwner] = await mailsAbout(bed.db, 'booking-cancelled-notice', booked.reference);
    expect(toOwner!.toAddress).toBe(owner.email.toLowerCase());
  });

  it('honours the Idempotency-Key: the same key answers the first answer, marked replayed', async () => {
    const booked = await book();
    const key = `cancel-${booked.reference}`;
    const first = await cancel(bed.app, booked.reference, { email: booked.email }, { key });
    const replay = await cancel(bed.app, booked.reference, { email: booked.email }, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await cancel(bed.app, booked.reference, { email: 'else@example.ng' }, { key });
    expect(other.statusCode).toBe(422);
  });

  it('refunds the payment that paid it when a second one came and went back', async () => {
    const booked = await book();
    const attempts = [];
    for (let i = 0; i < 2; i++) {
      const started = await startPayment(bed.app, {
        reference: booked.reference,
        email: booked.email,
      });
      attempts.push(started.json() as { authorizationUrl: string; paymentReference: string });
    }
    for (const attempt of attempts) {
      await checkout(attempt.authorizationUrl, 'pay');
      await bed.gateway.idle();
    }
    const [first, second] = attempts.map((a) => a.paymentReference) as [string, string];
    expect(await refundsOf(bed.db, second)).toMatchObject([{ reason: 'paid twice' }]);
    expect((await cancel(bed.app, booked.reference, { email: booked.email })).json()).toMatchObject(
      {
        refundAmount: 80_000,
        refundStatus: 'pending',
      },
    );
    expect(await refundsOf(bed.db, first)).toEqual([
      { reason: 'booking cancelled', amountKobo: 8_000_000, status: 'to request' },
    ]);
    expect(await refundsOf(bed.db, second)).toHaveLength(1);
  });

  it('cancels an unpaid hold keeping and refunding nothing, with no refund and no Paystack', async () => {
    const booked = await book();
    const response = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(response.json()).toMatchObject({ keptAmount: 0, refundAmount: 0, refundStatus: null });
    const [toGuest] = await mailsAbout(bed.db, 'booking-cancelled', booked.reference);
    expect(toGuest!.textBody).toContain('Nothing was paid, so nothing is kept or refunded.');
  });
});

describe(`who may cancel (${testEngine})`, () => {
  it('lets the customer cancel by session; other customers, other owners and wrong emails get 404', async () => {
    const booked = await book(customer);
    for (const [who, body] of [
      [stranger, {}],
      [rival, { reason: 'Not mine to cancel' }],
      [undefined, { email: 'someone.else@example.ng' }],
      [undefined, {}],
    ] as const) {
      const refused = await cancel(bed.app, booked.reference, body, { who });
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
      expect((await quote(bed.app, booked.reference, 'x@example.ng', who)).statusCode).toBe(404);
    }
    expect((await cancel(bed.app, 'WK-00000000', { email: booked.email })).statusCode).toBe(404);
    expect((await quote(bed.app, booked.reference, undefined, customer)).json().cancellable).toBe(
      true,
    );
    const response = await cancel(bed.app, booked.reference, {}, { who: customer });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ cancelledBy: 'guest', reason: null });
  });

  it('makes the owner give a reason, refunds everything, and tells the guest why', async () => {
    const booked = await book();
    const paid = await payOnline(bed, booked);
    const missing = await cancel(bed.app, booked.reference, {}, { who: owner });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: CANCELLATION_MESSAGES.reasonRequired });
    expect(
      (await bed.db.select().from(bookings).where(eq(bookings.id, booked.bookingId)))[0],
    ).toMatchObject({ status: 'confirmed' });

    expect((await quote(bed.app, booked.reference, undefined, owner)).json()).toMatchObject({
      free: true,
      keptAmount: 0,
      refundAmount: 80_000,
    });
    const reason = 'A burst pipe flooded the rooms; see https://evil.example';
    const response = await cancel(bed.app, booked.reference, { reason }, { who: owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      cancelledBy: 'owner',
      reason,
      keptAmount: 0,
      refundAmount: 80_000,
      refundStatus: 'pending',
    });
    expect(await refundsOf(bed.db, paid)).toMatchObject([{ amountKobo: 8_000_000 }]);
    const [toGuest] = await mailsAbout(bed.db, 'booking-cancelled', booked.reference);
    expect(toGuest!.textBody).toContain(`${hotelName} cancelled your booking ${booked.reference}.`);
    // The owner's words reach the guest, never as a link.
    expect(toGuest!.textBody).toContain(
      'Reason: A burst pipe flooded the rooms; see https: //evil. example',
    );
    expect(toGuest!.htmlBody).not.toContain('href="https://evil');
    // The receipt PDF says it too, as a PDF viewer reads it.
    const pdf = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}/receipt.pdf?email=${encodeURIComponent(booked.email)}`,
    });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload });
    expect(text.toString()).toMatch(/Cancelled: .* by the hotel/);
    expect(text.toString()).toContain('Refund: ₦80,000.00');
  });

  it('returns cash by hand: the owner confirmed it, so no Paystack refund, and both are told', async () => {
    const booked = await book();
    const confirmed = await bed.app.inject({
      method: 'PUT',
      url: `/api/v1/bookings/status/${booked.bookingId}`,
      headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
      payload: { paymentStatus: 'paid' },
    });
    expect(confirmed.statusCode).toBe(200);
    const response = await cancel(
      bed.app,
      booked.reference,
      { reason: 'Overbooked' },
      { who: owner },
    );
    expect(response.json()).toMatchObject({ refundAmount: 80_000, refundStatus: null });
    const [toGuest] = await mailsAbout(bed.db, 'booking-cancelled', booked.reference);
    expect(toGuest!.textBody).toContain('The hotel returns ₦80,000.00 paid in cash.');
    const [toOwner] = await mailsAbout(bed.db, 'booking-cancelled-notice', booked.reference);
    expect(toOwner!.textBody).toContain('Please return ₦80,000.00 to the guest');
  });

  it("lets a car's owner cancel a paid hire with a reason, refunding all of it", async () => {
    const car = await createCar(bed.db, owner.userId);
    const hire = await postCarBooking(
      bed.app,
      carBookingRequest(car, pickupOn(nextDay++), 4, { email: 'renter.one@example.ng' }),
    );
    const hired = { ...(hire.json() as { reference: string }), email: 'renter.one@example.ng' };
    const paid = await payOnline(bed, hired);
    expect((await cancel(bed.app, hired.reference, {}, { who: rival })).statusCode).toBe(404);
    const response = await cancel(
      bed.app,
      hired.reference,
      { reason: 'Engine trouble' },
      { who: owner },
    );
    expect(response.json()).toMatchObject({
      cancelledBy: 'owner',
      reason: 'Engine trouble',
      keptAmount: 0,
      refundAmount: 20_000,
      refundStatus: 'pending',
    });
    expect(await refundsOf(bed.db, paid)).toMatchObject([{ amountKobo: 2_000_000 }]);
    const [toGuest] = await mailsAbout(bed.db, 'booking-cancelled', hired.reference);
    expect(toGuest!.textBody).toContain('Reason: Engine trouble');
  });

  it('refuses an expired hold or a no-show with 409, in plain words', async () => {
    for (const status of ['expired', 'no show'] as const) {
      const booked = await book();
      await bed.db.update(bookings).set({ status }).where(eq(bookings.id, booked.bookingId));
      const refused = await cancel(bed.app, booked.reference, { email: booked.email });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CANCELLATION_MESSAGES.notCancellable);
      expect((await quote(bed.app, booked.reference, booked.email)).json().cancellable).toBe(false);
    }
  });
});
