import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { bookings } from '../../src/db/schema/bookings';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { paymentEvents, payments, refunds } from '../../src/db/schema/payments';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  deliverWebhook,
  hotelWithRoom,
  startPayment,
  verifyPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine, MOST_CONNECTIONS_PER_FILE } from '../support/test-app';

/*
 * A payment is settled once (docs/decisions/0022-payments-and-holds.md):
 * by the gateway's signed charge.success, by the callback page's verify, in
 * either order, replayed, or delivered 50 times at once; and never for money
 * that does not match the attempt.
 */

let bed: PaymentsTestbed;
let hotel: Awaited<ReturnType<typeof hotelWithRoom>>;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: MOST_CONNECTIONS_PER_FILE });
  hotel = await hotelWithRoom(bed.db, 10);
});

/** A booking (2 nights, ₦50,000) with an attempt started at the gateway. */
async function attempt() {
  const booked = await bookRoom(bed.app, hotel.room);
  const started = await startPayment(bed.app, { reference: booked.reference, email: booked.email });
  const { authorizationUrl, paymentReference } = started.json();
  return {
    booked,
    authorizationUrl: authorizationUrl as string,
    reference: paymentReference as string,
  };
}

/** Pays at the checkout while the gateway's own event goes nowhere: the test delivers it. */
async function payWithoutEvent(authorizationUrl: string) {
  bed.gateway.setWebhookUrl('http://127.0.0.1:9/nowhere');
  await checkout(authorizationUrl, 'pay');
  await bed.gateway.idle();
  bed.gateway.setWebhookUrl(`${bed.appUrl}/api/v1/payments/paystack/webhook`);
}

const bookingRow = async (id: string) =>
  (await bed.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentRow = async (reference: string) =>
  (await bed.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const eventsAbout = (reference: string) =>
  bed.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
/** Acted on once: one event row, one "Payment received", nothing to give back. */
async function expectSettledOnce(reference: string, bookingReference: string) {
  expect(await eventsAbout(reference)).toHaveLength(1);
  expect(await mailsOf('payment-received', bookingReference)).toHaveLength(1);
  expect(await mailsOf('payment-notice', bookingReference)).toHaveLength(1);
  expect(await mailsOf('payment-refund', bookingReference)).toHaveLength(0);
  const payment = await paymentRow(reference);
  expect(await bed.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
}

const mailsOf = async (kind: string, bookingReference: string) =>
  (await bed.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) =>
    m.subject.includes(bookingReference),
  );

describe('paying through the gateway', () => {
  it("marks the booking paid when the gateway's signed charge.success arrives, and mails guest and owner", async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    const back = await checkout(authorizationUrl, 'pay');
    expect(back).toEqual({
      status: 302,
      location: `${TEST_PUBLIC_URL}/payment/callback?trxref=${reference}&reference=${reference}`,
    });
    await bed.gateway.idle();
    expect(bed.gateway.deliveries.filter((d) => d.reference === reference)).toMatchObject([
      { event: 'charge.success', reference, answers: [200], delivered: true },
    ]);

    const booking = await bookingRow(booked.bookingId);
    expect(booking).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'online',
      holdExpiresAt: null,
    });
    expect(booking.paidAt).toBeInstanceOf(Date);
    const payment = await paymentRow(reference);
    expect(payment).toMatchObject({
      status: 'success',
      channel: 'card',
      gatewayTransactionId: String(bed.gateway.ledger.transactions.get(reference)!.id),
    });
    expect(payment.verifiedAt).toBeInstanceOf(Date);

    const [guestMail] = await mailsOf('payment-received', booked.reference);
    expect(guestMail!.toAddress).toBe(booked.email);
    expect(guestMail!.subject).toContain('Payment received');
    expect(guestMail!.textBody).toContain('₦50,000.00');
    expect(guestMail!.textBody).toContain(reference);
    expect(guestMail!.textBody).toContain(ONLINE_PAYMENT_MESSAGES.testPayment);
    expect(guestMail!.textBody).toContain(
      `${TEST_PUBLIC_URL}/booking-receipt?reference=${booked.reference}&email=${encodeURIComponent(booked.email)}`,
    );
    const [ownerMail] = await mailsOf('payment-notice', booked.reference);
    expect(ownerMail!.toAddress).toBe(hotel.owner.email);

    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    });
    expect(receipt.json()).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'online',
      paymentReference: reference,
      testPayment: true,
      refundStatus: null,
    });
    const outcome = await verifyPayment(bed.app, reference);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.json()).toEqual({
      paymentReference: reference,
      bookingReference: booked.reference,
      kind: 'room',
      email: booked.email,
      attemptStatus: 'success',
      paymentStatus: 'paid',
      refundStatus: null,
    });
  });

  it('acts once when the callback verifies first and the event comes after, twice', async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    await payWithoutEvent(authorizationUrl);
    expect((await verifyPayment(bed.app, reference)).json()).toMatchObject({
      attemptStatus: 'success',
      paymentStatus: 'paid',
    });
    const event = bed.gateway.signedEvent('charge.success', reference);
    for (const _ of [1, 2]) {
      const answer = await deliverWebhook(bed.app, event.body, event.signature);
      expect(answer.statusCode).toBe(200);
    }
    await expectSettledOnce(reference, booked.reference);
  });

  it('acts once when the event comes first, the callback after, and the event again', async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    await checkout(authorizationUrl, 'pay');
    await bed.gateway.idle();
    expect((await verifyPayment(bed.app, reference)).json().paymentStatus).toBe('paid');
    const event = bed.gateway.signedEvent('charge.success', reference);
    expect((await deliverWebhook(bed.app, event.body, event.signature)).statusCode).toBe(200);
    await expectSettledOnce(reference, booked.reference);
  });

  it(`marks paid once for 50 parallel deliveries of one signed charge.success (${testEngine})`, async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    await payWithoutEvent(authorizationUrl);
    const event = bed.gateway.signedEvent('charge.success', reference);
    const deliver = () =>
      fetch(`${bed.appUrl}/api/v1/payments/paystack/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
        body: event.body,
      }).then((r) => r.status);
    const answers = await Promise.all(Array.from({ length: 50 }, deliver));
    expect(answers).toEqual(Array(50).fill(200));
    await expectSettledOnce(reference, booked.reference);
    expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('paid');
  });

  it(`settles once when 25 callbacks and 25 deliveries race (${testEngine})`, async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    await payWithoutEvent(authorizationUrl);
    const event = bed.gateway.signedEvent('charge.success', reference);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(
          i % 2 === 0
            ? `${bed.appUrl}/api/v1/payments/${reference}/verify`
            : `${bed.appUrl}/api/v1/payments/paystack/webhook`,
          i % 2 === 0
            ? { method: 'POST' }
            : {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'x-paystack-signature': event.signature,
                },
                body: event.body,
              },
        ).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(50).fill(200));
    await expectSettledOnce(reference, booked.reference);
  });
});

describe('money that does not match, and no money', () => {
  for (const [what, tampering] of [
    ['another amount', { amount: 4_999_900 }],
    ['another currency', { currency: 'USD' }],
  ] as const) {
    it(`never marks paid when Paystack reports ${what}`, async () => {
      const { booked, authorizationUrl, reference } = await attempt();
      bed.gateway.tamper(reference, tampering);
      await checkout(authorizationUrl, 'pay');
      await bed.gateway.idle();
      const outcome = (await verifyPayment(bed.app, reference)).json();
      expect(outcome).toMatchObject({ attemptStatus: 'failed', paymentStatus: 'not paid' });
      expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('not paid');
      expect(await mailsOf('payment-received', booked.reference)).toHaveLength(0);
    });
  }

  it('fails a declined attempt, sends the guest back, and leaves the booking unpaid', async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    const back = await checkout(authorizationUrl, 'decline');
    expect(back.location).toBe(
      `${TEST_PUBLIC_URL}/payment/callback?trxref=${reference}&reference=${reference}`,
    );
    await bed.gateway.idle();
    expect(bed.gateway.deliveries.filter((d) => d.reference === reference)).toEqual([]);
    expect((await verifyPayment(bed.app, reference)).json()).toMatchObject({
      attemptStatus: 'failed',
      paymentStatus: 'not paid',
    });
    expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('not paid');
  });

  it('still pays an attempt read as abandoned when the guest pays after all', async () => {
    const { booked, authorizationUrl, reference } = await attempt();
    expect((await verifyPayment(bed.app, reference)).json().attemptStatus).toBe('failed');
    await checkout(authorizationUrl, 'pay');
    await bed.gateway.idle();
    expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('paid');
    expect((await paymentRow(reference)).status).toBe('success');
  });

  it('answers 404 to the verify of an unknown payment reference', async () => {
    expect((await verifyPayment(bed.app, 'WP-000000000000')).statusCode).toBe(404);
    expect((await verifyPayment(bed.app, 'WK-00000000')).statusCode).toBe(400);
  });
});
