import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookedRoomNights, bookings } from '../../src/db/schema/bookings';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { paymentEvents, payments, refunds } from '../../src/db/schema/payments';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  deliverWebhook,
  expireRoomBooking,
  hotelWithRoom,
  startPayment,
  verifyPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';

/*
 * Money that arrives for a hold that ran out (docs/decisions/0022-payments-and-holds.md):
 * it takes the hold back when its nights are still free, and is refunded
 * when they were given away, or when the booking was paid already; each
 * refund is asked of Paystack once, and settled by its refund.processed.
 */

let bed: PaymentsTestbed;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: 20 });
});

async function started(booked: { reference: string; email: string }) {
  const answer = await startPayment(bed.app, { reference: booked.reference, email: booked.email });
  return answer.json() as { authorizationUrl: string; paymentReference: string };
}

async function pay(authorizationUrl: string) {
  await checkout(authorizationUrl, 'pay');
  await bed.gateway.idle();
}

const bookingRow = async (id: string) =>
  (await bed.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const nightsOf = (id: string) =>
  bed.db.select().from(bookedRoomNights).where(eq(bookedRoomNights.bookingId, id));
const refundsOf = async (paymentReference: string) => {
  const [payment] = await bed.db
    .select()
    .from(payments)
    .where(eq(payments.reference, paymentReference));
  return bed.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
};

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

describe('a payment after the hold ran out', () => {
  it('revives the booking when every night is still free', async () => {
    const { room } = await hotelWithRoom(bed.db, 1);
    const booked = await bookRoom(bed.app, room, { nights: 3 });
    const attempt = await started(booked);
    await expireRoomBooking(bed.db, booked.bookingId);
    expect(await nightsOf(booked.bookingId)).toHaveLength(0);

    await pay(attempt.authorizationUrl);
    const booking = await bookingRow(booked.bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await nightsOf(booked.bookingId)).toHaveLength(3);
    expect(await refundsOf(attempt.paymentReference)).toEqual([]);
    expect((await verifyPayment(bed.app, attempt.paymentReference)).json()).toMatchObject({
      attemptStatus: 'success',
      paymentStatus: 'paid',
      refundStatus: null,
    });
  });

  it('refunds it when a night was taken meanwhile, asking Paystack once', async () => {
    const { room } = await hotelWithRoom(bed.db, 1);
    const late = await bookRoom(bed.app, room, { fromToday: 40, nights: 2 });
    const attempt = await started(late);
    await expireRoomBooking(bed.db, late.bookingId);
    // The released unit is booked by someone else for the second night.
    await bookRoom(bed.app, room, { fromToday: 41, nights: 1 });

    await pay(attempt.authorizationUrl);
    expect(await bookingRow(late.bookingId)).toMatchObject({
      status: 'expired',
      paymentStatus: 'not paid',
    });
    expect(await nightsOf(late.bookingId)).toHaveLength(0);
    const [refund] = await refundsOf(attempt.paymentReference);
    expect(refund).toMatchObject({
      reason: 'hold expired',
      status: 'to request',
      amountKobo: 5_000_000,
    });
    const mails = await bed.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'payment-refund'));
    expect(mails.filter((m) => m.subject.includes(late.reference))).toHaveLength(1);
    expect((await verifyPayment(bed.app, attempt.paymentReference)).json()).toMatchObject({
      attemptStatus: 'success',
      paymentStatus: 'expired',
      refundStatus: 'pending',
    });

    // Five requesters at once, twice over: Paystack is asked once.
    const asked = await Promise.all(Array.from({ length: 5 }, () => requestDueRefunds(bed.deps)));
    asked.push(await requestDueRefunds(bed.deps));
    expect(asked.reduce((a, b) => a + b, 0)).toBe(1);
    const atGateway = bed.gateway.ledger.refunds.filter(
      (r) => r.reference === attempt.paymentReference,
    );
    expect(atGateway).toHaveLength(1);
    const transaction = String(bed.gateway.ledger.transactions.get(attempt.paymentReference)!.id);
    expect(bed.gateway.ledger.refundAsks.filter((a) => a.transaction === transaction)).toEqual([
      { transaction, status: 200 },
    ]);
    expect(atGateway[0]!.amount).toBe(5_000_000);
    expect((await refundsOf(attempt.paymentReference))[0]).toMatchObject({
      status: expect.stringMatching(/pending|refunded/),
      gatewayRefundId: String(atGateway[0]!.id),
    });

    // The gateway's refund.processed settles it.
    await eventually(
      async () => (await refundsOf(attempt.paymentReference))[0]!.status === 'refunded',
      'refund.processed settled the refund',
    );
    expect((await refundsOf(attempt.paymentReference))[0]!.refundedAt).toBeInstanceOf(Date);
    expect((await verifyPayment(bed.app, attempt.paymentReference)).json().refundStatus).toBe(
      'refunded',
    );
    // Its answer reaches the gateway a moment after the commit it reports.
    await bed.gateway.idle();
    const processed = bed.gateway.deliveries.find(
      (d) => d.event === 'refund.processed' && d.reference === attempt.paymentReference,
    )!;
    expect(processed.delivered).toBe(true);
    // Paystack sends it again: nothing more happens.
    const again = await deliverWebhook(bed.app, processed.body, processed.signature);
    expect(again.statusCode).toBe(200);
    const events = await bed.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, attempt.paymentReference));
    // A refund's event is kept by its refund id: one payment may have several refunds.
    expect(events.map((e) => e.event).sort()).toEqual([
      'charge.success',
      `refund.processed ${atGateway[0]!.id}`,
    ]);
  });

  it('refunds a second payment of a booking already paid', async () => {
    const { room } = await hotelWithRoom(bed.db, 2);
    const booked = await bookRoom(bed.app, room);
    const first = await started(booked);
    const second = await started(booked);
    await pay(first.authorizationUrl);
    await pay(second.authorizationUrl);
    expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('paid');
    expect(await refundsOf(first.paymentReference)).toEqual([]);
    expect(await refundsOf(second.paymentReference)).toMatchObject([
      { reason: 'paid twice', status: 'to request', amountKobo: 5_000_000 },
    ]);
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    });
    expect(receipt.json()).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: first.paymentReference,
    });
  });
});
