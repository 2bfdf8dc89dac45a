import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carBookings } from '../../src/db/schema/cars';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { payments, refunds } from '../../src/db/schema/payments';
import { settlePendingPayments } from '../../src/lib/payments/settle-pending-payments';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  expireCarHire,
  hireCar,
  hotelWithRoom,
  startPayment,
  verifyPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';

/*
 * Car hires (WC-…) pay online as room bookings do
 * (docs/decisions/0022-payments-and-holds.md), and the hold sweeper's
 * settlePendingPayments finds a payment whose webhook was lost.
 */

let bed: PaymentsTestbed;

beforeAll(async () => {
  bed = await createPaymentsTestbed();
});

async function started(hire: { reference: string; email: string }) {
  const answer = await startPayment(bed.app, { reference: hire.reference, email: hire.email });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { authorizationUrl: string; paymentReference: string };
}

const hireRow = async (id: string) =>
  (await bed.db.select().from(carBookings).where(eq(carBookings.id, id)))[0]!;

describe('paying a car hire online', () => {
  it('marks the hire paid for exactly its price, and tells the renter', async () => {
    const hire = await hireCar(bed.app, bed.db);
    const attempt = await started(hire);
    const atGateway = bed.gateway.ledger.transactions.get(attempt.paymentReference)!;
    expect(atGateway.amount).toBe(hire.totalPrice * 100);
    expect(atGateway.metadata).toEqual({ bookingReference: hire.reference, kind: 'car' });
    expect((await hireRow(hire.bookingId)).paymentMethod).toBe('online');

    await checkout(attempt.authorizationUrl, 'pay');
    await bed.gateway.idle();
    const row = await hireRow(hire.bookingId);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'online',
      status: 'confirmed',
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect((await verifyPayment(bed.app, attempt.paymentReference)).json()).toEqual({
      paymentReference: attempt.paymentReference,
      bookingReference: hire.reference,
      kind: 'car',
      email: hire.email,
      attemptStatus: 'success',
      paymentStatus: 'paid',
      refundStatus: null,
    });
    const [mail] = (
      await bed.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-received'))
    ).filter((m) => m.subject.includes(hire.reference));
    expect(mail!.subject).toContain('car hire');
    expect(mail!.toAddress).toBe(hire.email);
  });

  it('revives an expired hire whose window is still free', async () => {
    const hire = await hireCar(bed.app, bed.db);
    const attempt = await started(hire);
    await expireCarHire(bed.db, hire.bookingId);
    await checkout(attempt.authorizationUrl, 'pay');
    await bed.gateway.idle();
    expect(await hireRow(hire.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('refunds an expired hire whose window another hire took meanwhile', async () => {
    const hire = await hireCar(bed.app, bed.db, 50);
    const attempt = await started(hire);
    await expireCarHire(bed.db, hire.bookingId);
    const row = await hireRow(hire.bookingId);
    // Another renter's hire of the same car, over the same hours.
    await bed.db.insert(carBookings).values({
      reference: 'WC-TAKEN001',
      carId: hire.car.id,
      pickupAt: row.pickupAt,
      returnAt: row.returnAt,
      hours: row.hours,
      fullName: 'Another Renter',
      phone: '08030000000',
      email: 'another@example.ng',
      hourlyRateKobo: row.hourlyRateKobo,
      priceLines: row.priceLines,
      totalPriceKobo: row.totalPriceKobo,
    });
    await checkout(attempt.authorizationUrl, 'pay');
    await bed.gateway.idle();
    expect(await hireRow(hire.bookingId)).toMatchObject({
      status: 'expired',
      paymentStatus: 'not paid',
    });
    const [payment] = await bed.db
      .select()
      .from(payments)
      .where(eq(payments.reference, attempt.paymentReference));
    expect(
      await bed.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id)),
    ).toMatchObject([{ reason: 'hold expired', amountKobo: row.totalPriceKobo }]);
  });
});

describe('settlePendingPayments, for the hold sweeper', () => {
  it('pays a booking whose webhook was lost, and reports an abandoned attempt as not paid', async () => {
    const { room } = await hotelWithRoom(bed.db);
    const lost = await bookRoom(bed.app, room);
    const lostAttempt = (
      await startPayment(bed.app, { reference: lost.reference, email: lost.email })
    ).json();
    bed.gateway.setWebhookUrl('http://127.0.0.1:9/nowhere');
    await checkout(lostAttempt.authorizationUrl, 'pay');
    await bed.gateway.idle();
    bed.gateway.setWebhookUrl(`${bed.appUrl}/api/v1/payments/paystack/webhook`);

    expect(await settlePendingPayments(bed.deps, 'room', lost.bookingId)).toEqual({
      paid: true,
      stillPending: 0,
    });
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${lost.reference}?email=${encodeURIComponent(lost.email)}`,
    });
    expect(receipt.json().paymentStatus).toBe('paid');

    const idle = await hireCar(bed.app, bed.db);
    await started(idle);
    expect(await settlePendingPayments(bed.deps, 'car', idle.bookingId)).toEqual({
      paid: false,
      stillPending: 0,
    });
    expect(await settlePendingPayments(bed.deps, 'car', idle.bookingId)).toEqual({
      paid: false,
      stillPending: 0,
    });
  });

  it('fails an attempt Paystack has never heard of (a gateway that restarted) instead of waiting on it', async () => {
    const hire = await hireCar(bed.app, bed.db);
    const row = await hireRow(hire.bookingId);
    await bed.db.insert(payments).values({
      reference: 'WP-FORGOTTEN000',
      carBookingId: hire.bookingId,
      email: hire.email,
      amountKobo: row.totalPriceKobo,
      testMode: true,
    });
    expect(await settlePendingPayments(bed.deps, 'car', hire.bookingId)).toEqual({
      paid: false,
      stillPending: 0,
    });
    expect((await verifyPayment(bed.app, 'WP-FORGOTTEN000')).json()).toMatchObject({
      attemptStatus: 'failed',
      paymentStatus: 'not paid',
    });
  });
});
