import { beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import { signUp } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createPaymentsTestbed, type PaymentsTestbed } from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine, MOST_CONNECTIONS_PER_FILE } from '../support/test-app';
import {
  HOUR,
  cancel,
  checkInInstant,
  clock,
  eventually,
  payOnline,
  refundAsksOf,
  refundsOf,
  testClock,
} from '../cancellations/cancel-fixtures';
import { change, changeRequest } from './change-fixtures';

/*
 * A stay changed to a dearer selection is paid by a second online payment
 * (docs/decisions/0023-cancellation-and-changes.md). What goes back later is
 * split across the payments that paid it, each refunded at most what is left
 * of it, each refund asked of Paystack once, and the booking reads "refunded"
 * only when every one of them is. On PostgreSQL the cancels race on a pool of
 * 60 connections; on PGlite they are serialised.
 */

let bed: PaymentsTestbed;
let ownerCookie: string;
type Room = Awaited<ReturnType<typeof createRoom>>;
let room: Room;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: MOST_CONNECTIONS_PER_FILE, now: testClock });
  const owner = await signUp(bed.app, 'hotelOwner');
  ownerCookie = owner.cookie;
  const hotel = await createHotel(bed.db, owner.userId, {
    hotelName: 'Two Payments Lodge Abeokuta',
  });
  room = await createRoom(bed.db, hotel.id, { roomQuantity: 5, roomPriceKobo: 4_000_000 });
});

let nextDay = 10;
/** A stay of `nights` × ₦40,000 on days no other test uses, paid online; then made `to` nights long. */
async function paidThenChanged(nights: number, to: number) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const stay = stayFrom(nextDay, nights);
  const changed = stayFrom(nextDay, to);
  nextDay += Math.max(nights, to) + 1;
  const made = await postBooking(
    bed.app,
    bookingRequest(room.hotelId, [{ room, quantity: 1 }], stay, { email }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const booked = { ...(made.json() as { reference: string; bookingId: string }), email, changed };
  const first = await payOnline(bed, booked);
  const body = changeRequest([{ room, quantity: 1 }], changed, email);
  const answer = await change(bed.app, booked.reference, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...booked, first };
}

const receiptOf = async (booked: { reference: string; email: string }) =>
  (
    await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    })
  ).json();

const allRefunded = async (...references: string[]) => {
  const rows = (await Promise.all(references.map((r) => refundsOf(bed.db, r)))).flat();
  return rows.every((row) => row.status === 'refunded');
};

describe(`refunds across the payments of a changed stay (${testEngine})`, () => {
  it('refunds both payments of a stay made dearer, once however many cancels race', async () => {
    const booked = await paidThenChanged(2, 3);
    // The difference, ₦40,000, is owed and paid online by a second payment.
    const second = await payOnline(bed, booked);
    expect(await receiptOf(booked)).toMatchObject({ paymentStatus: 'paid', totalAmount: 120_000 });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cancel(bed.app, booked.reference, { email: booked.email })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ refundAmount: 120_000, refundStatus: 'pending' });
    expect(await refundsOf(bed.db, booked.first)).toEqual([
      { reason: 'booking cancelled', amountKobo: 8_000_000, status: 'to request' },
    ]);
    expect(await refundsOf(bed.db, second)).toEqual([
      { reason: 'booking cancelled', amountKobo: 4_000_000, status: 'to request' },
    ]);
    expect(await receiptOf(booked)).toMatchObject({
      refundStatus: 'pending',
      refundAmount: 120_000,
    });

    await Promise.all([requestDueRefunds(bed.deps), requestDueRefunds(bed.deps)]);
    expect(await requestDueRefunds(bed.deps)).toBe(0);
    expect(refundAsksOf(bed, booked.first)).toHaveLength(1);
    expect(refundAsksOf(bed, second)).toHaveLength(1);
    await eventually(() => allRefunded(booked.first, second), 'both refunds processed');
    const again = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(again.json()).toMatchObject({ refundAmount: 120_000, refundStatus: 'refunded' });
    expect(await receiptOf(booked)).toMatchObject({
      refundStatus: 'refunded',
      refundAmount: 120_000,
    });
  });

  it('settles each refund of one payment as Paystack processes it: a cheaper change, then a cancel', async () => {
    const booked = await paidThenChanged(3, 2);
    const cancelled = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(cancelled.json()).toMatchObject({ refundAmount: 80_000, refundStatus: 'pending' });
    expect((await refundsOf(bed.db, booked.first)).map((r) => r.amountKobo).sort()).toEqual([
      4_000_000, 8_000_000,
    ]);
    await requestDueRefunds(bed.deps);
    expect(refundAsksOf(bed, booked.first)).toHaveLength(2);
    await eventually(() => allRefunded(booked.first), 'refund.processed settled both refunds');
    const again = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(again.json()).toMatchObject({ refundStatus: 'refunded' });
  });

  it('splits a no-show’s refund across both payments, each at most what it paid', async () => {
    const booked = await paidThenChanged(1, 3);
    const second = await payOnline(bed, booked);
    clock.at = new Date(checkInInstant(booked.changed.checkIn).getTime() + HOUR);
    try {
      const response = await bed.app.inject({
        method: 'POST',
        url: `/api/v1/owner/bookings/${booked.bookingId}/no-show`,
        headers: { cookie: ownerCookie, origin: TEST_PUBLIC_URL },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ keptAmount: 40_000, refundAmount: 80_000 });
    } finally {
      clock.at = undefined;
    }
    expect(await refundsOf(bed.db, booked.first)).toEqual([
      { reason: 'no show', amountKobo: 4_000_000, status: 'to request' },
    ]);
    expect(await refundsOf(bed.db, second)).toEqual([
      { reason: 'no show', amountKobo: 4_000_000, status: 'to request' },
    ]);
  });
});
