import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '@waka/shared/cancellation/cancellation';
import { payments } from '../../src/db/schema/payments';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import { unitsLeft } from '../holds/hold-fixtures';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import {
  checkout,
  createPaymentsTestbed,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';
import {
  HOUR,
  cancel,
  checkInInstant,
  clock,
  mailsAbout,
  payOnline,
  refundAsksOf,
  refundsOf,
  testClock,
} from '../cancellations/cancel-fixtures';
import { change, changeRequest, heldOn, nightsOf } from './change-fixtures';

/*
 * Changing a stay's dates or rooms (docs/decisions/0023-cancellation-and-changes.md):
 * the old nights are released as the new ones are held, a refused change
 * leaves the old ones held, the money follows the new total, only until the
 * free-cancellation deadline, and only for the guest or the customer.
 */

let bed: PaymentsTestbed;
let owner: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
let otherOwner: SignedIn;
let hotelId: string;
type Room = Awaited<ReturnType<typeof createRoom>>;
let standard: Room;
let deluxe: Room;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ now: testClock });
  [owner, customer, stranger, otherOwner] = await Promise.all([
    signUp(bed.app, 'hotelOwner'),
    signUp(bed.app, 'customer'),
    signUp(bed.app, 'customer'),
    signUp(bed.app, 'hotelOwner'),
  ]);
  const hotel = await createHotel(bed.db, owner.userId, { hotelName: 'Lagoon Change Hotel' });
  hotelId = hotel.id;
  standard = await createRoom(bed.db, hotel.id, {
    roomType: 'Standard',
    roomQuantity: 3,
    roomPriceKobo: 4_000_000,
  });
  deluxe = await createRoom(bed.db, hotel.id, {
    roomType: 'Deluxe',
    roomQuantity: 1,
    roomPriceKobo: 6_000_000,
  });
});
afterEach(() => {
  clock.at = undefined;
});

let nextDay = 10;
/** A stay of `room` 10+ days ahead, each on days no other test uses. */
async function book(room: Room, nights = 2, who?: SignedIn) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const stay = stayFrom(nextDay, nights);
  nextDay += nights + 1;
  const response = await bed.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { origin: TEST_PUBLIC_URL, ...(who ? { cookie: who.cookie } : {}) },
    payload: bookingRequest(hotelId, [{ room, quantity: 1 }], stay, { email }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { reference: string; bookingId: string }), email, stay };
}
function freshStay(nights = 2) {
  const stay = stayFrom(nextDay, nights);
  nextDay += nights + 1;
  return stay;
}

describe(`changing a stay (${testEngine})`, () => {
  it('moves the nights: the old are free and the new held at once, with the difference and two mails', async () => {
    const booked = await book(standard);
    const to = freshStay(2);
    const response = await change(
      bed.app,
      booked.reference,
      changeRequest([{ room: deluxe, quantity: 1 }], to, booked.email),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: {
        reference: booked.reference,
        checkInDate: to.checkIn,
        checkOutDate: to.checkOut,
        nights: 2,
        rooms: [{ roomId: deluxe.id, quantity: 1, price: 60_000, lineTotal: 120_000 }],
        totalAmount: 120_000,
        status: 'confirmed',
      },
      previousTotal: 80_000,
      priceDifference: 40_000,
      refundAmount: 0,
      amountOwed: 120_000,
    });
    expect(await heldOn(bed.db, standard.id, booked.stay.checkIn)).toBe(0);
    expect(await heldOn(bed.db, deluxe.id, to.checkIn)).toBe(1);
    expect(await unitsLeft(bed.app, hotelId, standard.id, booked.stay)).toBe(3);
    expect(await unitsLeft(bed.app, hotelId, deluxe.id, to)).toBe(0);
    const [toGuest] = await mailsAbout(bed.db, 'booking-changed', booked.reference);
    expect(toGuest!.toAddress).toBe(booked.email);
    expect(toGuest!.textBody).toContain(
      `Before: ${booked.stay.checkIn} to ${booked.stay.checkOut}`,
    );
    expect(toGuest!.textBody).toContain(
      `Now: ${to.checkIn} to ${to.checkOut} (2 nights), 1 × Deluxe`,
    );
    expect(toGuest!.textBody).toContain('₦40,000.00 more');
    const notices = await mailsAbout(bed.db, 'booking-changed-notice', booked.reference);
    expect(notices.map((m) => m.toAddress)).toEqual([owner.email.toLowerCase()]);
  });

  it('refuses a sold-out selection with 409 and keeps the old nights held', async () => {
    const rival = await book(deluxe);
    const booked = await book(standard);
    const before = await nightsOf(bed.db, booked.bookingId);
    const response = await change(
      bed.app,
      booked.reference,
      changeRequest([{ room: deluxe, quantity: 1 }], rival.stay, booked.email),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'UNITS_RAN_OUT' });
    expect(await nightsOf(bed.db, booked.bookingId)).toEqual(before);
    expect(before).toHaveLength(2);
    expect(await heldOn(bed.db, deluxe.id, rival.stay.checkIn)).toBe(1);
  });

  it('refuses after the free-cancellation deadline with 409, allows just before it', async () => {
    const booked = await book(standard);
    const body = changeRequest([{ room: standard, quantity: 2 }], booked.stay, booked.email);
    const checkIn = checkInInstant(booked.stay.checkIn).getTime();
    clock.at = new Date(checkIn - 48 * HOUR + 60_000);
    const late = await change(bed.app, booked.reference, body);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ message: CANCELLATION_MESSAGES.changeTooLate });
    clock.at = new Date(checkIn - 48 * HOUR - 60_000);
    const inTime = await change(bed.app, booked.reference, body);
    expect(inTime.statusCode, inTime.body).toBe(200);
  });

  it('answers 404 to no one, other customers, owners and a wrong email; the customer may', async () => {
    const booked = await book(standard, 2, customer);
    const body = changeRequest([{ room: standard, quantity: 1 }], freshStay(1));
    expect((await change(bed.app, booked.reference, body)).statusCode).toBe(404);
    for (const who of [stranger, owner, otherOwner]) {
      const refused = await change(bed.app, booked.reference, body, { who });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('NOT_FOUND');
    }
    const wrong = { ...body, email: 'someone.else@example.ng' };
    expect((await change(bed.app, booked.reference, wrong)).statusCode).toBe(404);
    expect(await nightsOf(bed.db, booked.bookingId)).toHaveLength(2);
    const mine = await change(bed.app, booked.reference, body, { who: customer });
    expect(mine.statusCode, mine.body).toBe(200);
  });
});

describe(`the money of a change (${testEngine})`, () => {
  it('refunds the difference of an online payment once when cheaper, whatever retries', async () => {
    const booked = await book(standard, 3);
    const paid = await payOnline(bed, booked);
    const body = changeRequest([{ room: standard, quantity: 1 }], freshStay(2), booked.email);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await change(bed.app, booked.reference, body, { key: 'cheaper-1' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      priceDifference: -40_000,
      refundAmount: 40_000,
      amountOwed: 0,
      booking: { totalAmount: 80_000, paymentStatus: 'paid' },
    });
    const rows = await refundsOf(bed.db, paid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountKobo: 4_000_000 });
    expect(rows[0]!.reason).toMatch(/^changed \d{4}-\d\d-\d\dT/);
    // The requester is not started in tests: asked twice, Paystack hears of the refund once.
    await Promise.all([requestDueRefunds(bed.deps), requestDueRefunds(bed.deps)]);
    expect(await requestDueRefunds(bed.deps)).toBe(0);
    expect(refundAsksOf(bed, paid)).toEqual([expect.objectContaining({ status: 200 })]);
  });

  it('refunds the rest of a partly refunded payment when the changed booking is then cancelled', async () => {
    const booked = await book(standard, 3);
    const paid = await payOnline(bed, booked);
    const body = changeRequest([{ room: standard, quantity: 1 }], freshStay(2), booked.email);
    expect((await change(bed.app, booked.reference, body)).statusCode).toBe(200);
    const cancelled = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(cancelled.json()).toMatchObject({ refundAmount: 80_000, refundStatus: 'pending' });
    const rows = await refundsOf(bed.db, paid);
    expect(rows.map((r) => r.amountKobo).sort()).toEqual([4_000_000, 8_000_000]);
  });

  it('leaves the difference owed when dearer, and POST /payments charges exactly it', async () => {
    const booked = await book(standard, 2);
    await payOnline(bed, booked);
    const to = freshStay(3);
    const response = await change(
      bed.app,
      booked.reference,
      changeRequest([{ room: standard, quantity: 1 }], to, booked.email),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priceDifference: 40_000,
      refundAmount: 0,
      amountOwed: 40_000,
      booking: { totalAmount: 120_000, paymentStatus: 'not paid', holdExpiresAt: null },
    });
    const started = await startPayment(bed.app, {
      reference: booked.reference,
      email: booked.email,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentReference, authorizationUrl } = started.json();
    const [attempt] = await bed.db
      .select({ amountKobo: payments.amountKobo })
      .from(payments)
      .where(eq(payments.reference, paymentReference));
    expect(attempt!.amountKobo).toBe(4_000_000);
    await checkout(authorizationUrl, 'pay');
    await bed.gateway.idle();
    const read = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    });
    expect(read.json()).toMatchObject({ paymentStatus: 'paid', totalAmount: 120_000 });
  });
});
