import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { as, type SignedIn } from '../support/accounts';
import { stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { ctx, customer, owner, rival, useOwnersApp } from '../support/owners-app';
import { bookRooms, mailsTo, makeDue, storedBooking, storedHire } from './hold-fixtures';

/*
 * Who moves a booking's payment (docs/product.md#payment): its customer's
 * "Yes, Payment Made" is a claim the owner is asked to confirm, only the
 * owner marks it paid, and an online payment is never taken back by hand.
 */

useOwnersApp();

let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let day = 4;

beforeAll(async () => {
  hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: 'Claim Court Ibadan' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 30, roomPriceKobo: 4_000_000 });
});

const put = (kind: 'bookings' | 'carbooking', id: string, paymentStatus: string, who: SignedIn) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/${kind}/status/${id}`,
    headers: as(who),
    payload: { paymentStatus },
  });

const bookAsCustomer = () =>
  bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stayFrom(day++, 1), {}, customer.cookie);

async function paidOnline(column: 'bookingId' | 'carBookingId', id: string) {
  await ctx.db.insert(payments).values({
    reference: `WP-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    [column]: id,
    email: 'ada.obi@example.ng',
    amountKobo: 4_000_000,
    status: 'success',
    testMode: true,
    verifiedAt: new Date(),
  });
}

describe(`payment changes on room bookings (${process.env.TEST_ENGINE})`, () => {
  it('never lets a customer mark their own booking paid: it is a claim, and the owner is told', async () => {
    const booking = await bookAsCustomer();
    const claimed = await put('bookings', booking.bookingId, 'paid', customer);
    expect(claimed.json()).toEqual({ paymentStatus: 'awaiting confirmation' });
    const stored = await storedBooking(ctx.db, booking.bookingId);
    expect(stored).toMatchObject({
      paymentStatus: 'awaiting confirmation',
      paymentMethod: 'transfer',
      holdExpiresAt: null,
      paidAt: null,
    });
    const notice = (await mailsTo(ctx.db, 'payment-claim-notice', owner.email)).at(-1)!;
    expect(notice.textBody).toContain(
      `Ada Obi says they paid ₦40,000.00 by transfer for ${booking.reference}; confirm in your bookings.`,
    );
    expect(notice.textBody).toContain('http://waka.test/owner/all-hotel-bookings');

    expect((await put('bookings', booking.bookingId, 'paid', rival)).statusCode).toBe(404);
    const confirmed = await put('bookings', booking.bookingId, 'paid', owner);
    expect(confirmed.json()).toEqual({ paymentStatus: 'paid' });
    expect((await storedBooking(ctx.db, booking.bookingId)).paidAt).not.toBeNull();
  });

  it("refuses the owner's 'not paid' on a booking paid online, and any 'paid' on an expired one", async () => {
    const online = await bookAsCustomer();
    await paidOnline('bookingId', online.bookingId);
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid', paymentMethod: 'online', holdExpiresAt: null })
      .where(eq(bookings.id, online.bookingId));
    const refused = await put('bookings', online.bookingId, 'not paid', owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This booking was paid online through Paystack; it cannot be marked not paid. A refund comes with a cancellation.',
    );

    const late = await bookAsCustomer();
    await makeDue(ctx.db, 'room', [late.bookingId]);
    // Past its time but not yet swept: the guest's claim cannot save it.
    const claim = await put('bookings', late.bookingId, 'paid', customer);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe(
      'This hold has expired and its rooms were released. Please book again.',
    );
    await ctx.app.holdSweeper.sweepOnce();
    const confirm = await put('bookings', late.bookingId, 'paid', owner);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'This hold expired unpaid and its rooms were released; it cannot be confirmed as paid.',
    );
  });
});

describe(`PUT /api/v1/carbooking/status/{bookingId} (${process.env.TEST_ENGINE})`, () => {
  it("records the customer's claim, lets only the car's owner confirm, and keeps an online payment", async () => {
    const car = await createCar(ctx.db, owner.userId, { make: 'Lexus', model: 'RX', year: 2022 });
    const response = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(8), 2), {
      cookie: customer.cookie,
    });
    const hire = response.json() as { bookingId: string; reference: string };
    expect((await put('carbooking', hire.bookingId, 'paid', customer)).json()).toEqual({
      paymentStatus: 'awaiting confirmation',
    });
    expect((await mailsTo(ctx.db, 'payment-claim-notice', owner.email)).at(-1)!.subject).toBe(
      `Musa Danjuma says they paid for ${hire.reference}`,
    );
    expect((await put('carbooking', hire.bookingId, 'not paid', customer)).statusCode).toBe(403);
    expect((await put('carbooking', hire.bookingId, 'paid', rival)).statusCode).toBe(404);
    expect((await put('carbooking', hire.bookingId, 'paid', owner)).json()).toEqual({
      paymentStatus: 'paid',
    });
    expect((await storedHire(ctx.db, hire.bookingId)).paidAt).not.toBeNull();

    await paidOnline('carBookingId', hire.bookingId);
    expect((await put('carbooking', hire.bookingId, 'not paid', owner)).statusCode).toBe(409);
    const owned = await ctx.app.inject({ url: '/api/v1/carbooking/owner', headers: as(owner) });
    expect(
      (owned.json() as { bookingId: string }[]).find((b) => b.bookingId === hire.bookingId),
    ).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'transfer' });
  });
});
