import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZListedBookingList,
  ZOwnerBookingPage,
  type TListedBooking,
} from '@waka/shared/bookings/booking-lists';
import { ZOwnerCarBookingList, type TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import { as, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { createPaymentsTestbed, type PaymentsTestbed } from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { cancel, eventually, payOnline } from '../cancellations/cancel-fixtures';

/*
 * The booking lists tell the money as the receipts do
 * (docs/decisions/0023-cancellation-and-changes.md): a cancelled or no-show
 * booking what was kept, what goes back and where the refund stands; a hold
 * until when it is held; a car hire paid online its Paystack reference.
 */

let bed: PaymentsTestbed;
let owner: SignedIn;
let customer: SignedIn;
let room: Awaited<ReturnType<typeof createRoom>>;
let car: Awaited<ReturnType<typeof createCar>>;

beforeAll(async () => {
  bed = await createPaymentsTestbed();
  [owner, customer] = await Promise.all([
    signUp(bed.app, 'hotelOwner'),
    signUp(bed.app, 'customer'),
  ]);
  const hotel = await createHotel(bed.db, owner.userId);
  room = await createRoom(bed.db, hotel.id, { roomQuantity: 9, roomPriceKobo: 4_000_000 });
  car = await createCar(bed.db, owner.userId, { hourlyRateKobo: 1_000_000 });
});

/** A stay of `nights` × ₦40,000 from `fromToday`, made by the signed-in customer. */
async function book(fromToday: number, nights = 2) {
  const response = await bed.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: as(customer),
    payload: bookingRequest(room.hotelId, [{ room, quantity: 1 }], stayFrom(fromToday, nights), {
      email: customer.email,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { reference: string; bookingId: string; email: string };
}

const get = (url: string, who: SignedIn) => bed.app.inject({ url, headers: as(who) });
const mine = async () =>
  ZListedBookingList.parse((await get('/api/v1/bookings/mine', customer)).json());
/** The same booking in each of the owner's lists: all, the filtered page, the dashboard's. */
async function ownersRows(bookingId: string): Promise<TListedBooking[]> {
  const all = ZListedBookingList.parse((await get('/api/v1/bookings/allBookings', owner)).json());
  const page = ZOwnerBookingPage.parse((await get('/api/v1/owner/bookings', owner)).json());
  return [all, page.items].map((list) => list.find((b) => b.bookingId === bookingId)!);
}
const inMine = async (bookingId: string) => (await mine()).find((b) => b.bookingId === bookingId)!;

describe(`the room lists' money (${testEngine})`, () => {
  it('says what a late cancellation kept, what goes back, and the refund pending then refunded', async () => {
    // Check-in tomorrow: late whatever the hour, so the first night is kept.
    const booked = await book(1);
    const paid = await payOnline(bed, { reference: booked.reference, email: customer.email });
    const cancelled = await cancel(bed.app, booked.reference, {}, { who: customer });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const pending = {
      status: 'cancelled',
      paymentStatus: 'paid',
      paymentReference: paid,
      holdExpiresAt: null,
      cancellation: {
        keptAmount: 40_000,
        refundAmount: 40_000,
        cancelledBy: 'guest',
        reason: null,
        cancelledAt: expect.any(String),
      },
      noShow: null,
      refundStatus: 'pending',
      refundAmount: 40_000,
    };
    expect(await inMine(booked.bookingId)).toMatchObject(pending);
    for (const row of await ownersRows(booked.bookingId)) expect(row).toMatchObject(pending);

    await requestDueRefunds(bed.deps);
    await eventually(
      async () => (await inMine(booked.bookingId)).refundStatus === 'refunded',
      'My Bookings reads the refund as refunded',
    );
    for (const row of await ownersRows(booked.bookingId))
      expect(row).toMatchObject({ ...pending, refundStatus: 'refunded' });
  });

  it('says until when a hold awaiting payment is held, and nothing of a cancellation', async () => {
    const booked = await book(20);
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(customer.email)}`,
    });
    const { holdExpiresAt } = receipt.json() as { holdExpiresAt: string };
    expect(Date.parse(holdExpiresAt)).toBeGreaterThan(Date.now());
    const held = {
      status: 'confirmed',
      paymentStatus: 'not paid',
      holdExpiresAt,
      paymentReference: null,
      cancellation: null,
      noShow: null,
      refundStatus: null,
      refundAmount: null,
    };
    expect(await inMine(booked.bookingId)).toMatchObject(held);
    for (const row of await ownersRows(booked.bookingId)) expect(row).toMatchObject(held);
  });

  it('says what a no-show kept and what goes back, with the refund of the rest', async () => {
    const booked = await book(0, 3);
    const paid = await payOnline(bed, { reference: booked.reference, email: customer.email });
    const marked = await bed.app.inject({
      method: 'POST',
      url: `/api/v1/owner/bookings/${booked.bookingId}/no-show`,
      headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const noShow = {
      status: 'no show',
      paymentReference: paid,
      cancellation: null,
      noShow: { keptAmount: 40_000, refundAmount: 80_000 },
      refundStatus: expect.stringMatching(/^(pending|refunded)$/),
      refundAmount: 80_000,
    };
    expect(await inMine(booked.bookingId)).toMatchObject(noShow);
    for (const row of await ownersRows(booked.bookingId)) expect(row).toMatchObject(noShow);
  });
});

describe(`the owner's car bookings' money (${testEngine})`, () => {
  const carRows = async () =>
    ZOwnerCarBookingList.parse((await get('/api/v1/carbooking/owner', owner)).json());
  let nextDay = 30;
  async function hire() {
    const email = `renter-${Math.random().toString(36).slice(2, 10)}@example.ng`;
    const response = await postCarBooking(
      bed.app,
      carBookingRequest(car, pickupOn(nextDay++), 4, { email }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return { ...(response.json() as { reference: string; bookingId: string }), email };
  }
  const row = async (bookingId: string): Promise<TOwnerCarBooking> =>
    (await carRows()).find((b) => b.bookingId === bookingId)!;

  it('shows the Paystack reference of a hire paid online, and until when a hold is held', async () => {
    const paidHire = await hire();
    const paid = await payOnline(bed, paidHire);
    expect(await row(paidHire.bookingId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'online',
      paymentReference: paid,
      paidAt: expect.any(String),
      holdExpiresAt: null,
      cancellation: null,
    });
    const held = await hire();
    const heldRow = await row(held.bookingId);
    expect(heldRow).toMatchObject({ paymentStatus: 'not paid', paymentReference: null });
    expect(Date.parse(heldRow.holdExpiresAt!)).toBeGreaterThan(Date.now());
  });

  it('says what a cancelled hire kept and gave back, and where the refund stands', async () => {
    const hired = await hire();
    const paid = await payOnline(bed, hired);
    expect((await cancel(bed.app, hired.reference, { email: hired.email })).statusCode).toBe(200);
    const cancelled = {
      status: 'cancelled',
      paymentReference: paid,
      cancellation: { keptAmount: 0, refundAmount: 40_000, cancelledBy: 'guest' },
      refundStatus: 'pending',
      refundAmount: 40_000,
    };
    expect(await row(hired.bookingId)).toMatchObject(cancelled);
    await requestDueRefunds(bed.deps);
    await eventually(
      async () => (await row(hired.bookingId)).refundStatus === 'refunded',
      'the car list reads the refund as refunded',
    );
  });
});
