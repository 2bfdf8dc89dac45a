import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  hotelWithRoom,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';

/*
 * Starting a payment fails safe (docs/decisions/0036). The attempt is in
 * Waka before Paystack hears of it, so money paid to a transaction whose
 * start Waka never saw answered is still recorded; a start is made at most
 * once per Idempotency-Key. Once, the attempt was written only after
 * Paystack answered: a lost answer left a transaction Waka had no row for,
 * and its payment was taken and never booked.
 */

let bed: PaymentsTestbed;
let room: Awaited<ReturnType<typeof hotelWithRoom>>['room'];

beforeAll(async () => {
  bed = await createPaymentsTestbed();
  ({ room } = await hotelWithRoom(bed.db, 20));
});

const start = (body: object, key?: string) =>
  bed.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { origin: TEST_PUBLIC_URL, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const attemptsOf = (bookingId: string) =>
  bed.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (bookingId: string) =>
  (await bed.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
const atGateway = (bookingReference: string) =>
  [...bed.gateway.ledger.transactions.values()].filter(
    (t) =>
      (t.metadata as { bookingReference?: string } | null)?.bookingReference === bookingReference,
  );

describe(`a payment start that goes wrong, on ${testEngine}`, () => {
  it('records a payment made to a transaction whose start Waka never saw answered', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 2 });
    bed.gateway.ledger.initializeFaults.push('lose the answer');

    const lost = await start({ reference: booked.reference, email: booked.email });
    expect(lost.statusCode, lost.body).toBe(503);
    // Paystack made the transaction; Waka has its attempt, under the reference Paystack was sent.
    const [transaction] = atGateway(booked.reference);
    expect(transaction).toBeDefined();
    const [attempt] = await attemptsOf(booked.bookingId);
    expect(attempt).toMatchObject({ reference: transaction!.reference, status: 'pending' });

    // The guest pays it anyway (a checkout page opened before the answer was lost).
    const paid = await checkout(`${bed.gateway.url}/checkout/${transaction!.accessCode}`, 'pay');
    expect(paid.status).toBe(302);
    await bed.gateway.idle();
    await expect
      .poll(async () => (await bookingRow(booked.bookingId)).paymentStatus, { timeout: 10_000 })
      .toBe('paid');
    expect((await attemptsOf(booked.bookingId))[0]).toMatchObject({ status: 'success' });
  });

  it('fails the attempt when Paystack refuses the start, and makes nothing there', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 1 });
    bed.gateway.ledger.initializeFaults.push('refuse');

    const refused = await start({ reference: booked.reference, email: booked.email });
    expect(refused.statusCode).toBe(503);
    expect(atGateway(booked.reference)).toHaveLength(0);
    expect(await attemptsOf(booked.bookingId)).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);
    expect((await bookingRow(booked.bookingId)).paymentStatus).toBe('not paid');
  });
});

describe(`POST /api/v1/payments with an Idempotency-Key, on ${testEngine}`, () => {
  it('answers the same key and body with the first checkout page, making one transaction', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 1 });
    const body = { reference: booked.reference, email: booked.email };
    const key = `pay-${booked.reference}-1`;

    const first = await start(body, key);
    const again = await start(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(atGateway(booked.reference)).toHaveLength(1);
    expect(await attemptsOf(booked.bookingId)).toHaveLength(1);
  });

  it('makes one transaction when two tabs start at once with the same key', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 1 });
    const body = { reference: booked.reference, email: booked.email };
    const key = `pay-${booked.reference}-tabs`;

    const answers = await Promise.all([start(body, key), start(body, key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // The second either replays the first's page or is told the first is still starting.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const conflict = answers.find((a) => a.statusCode === 409);
    if (conflict) expect(conflict.json().error).toBe('PAYMENT_STARTING');
    expect(atGateway(booked.reference)).toHaveLength(1);
    expect(await attemptsOf(booked.bookingId)).toHaveLength(1);
    // Once it is started, the same key answers the page.
    const later = await start(body, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().paymentReference).toBe(atGateway(booked.reference)[0]!.reference);
  });

  it('refuses the same key with another body (422), and starts nothing more', async () => {
    const [one, two] = [await bookRoom(bed.app, room), await bookRoom(bed.app, room)];
    const key = `pay-reused-${one.reference}`;
    expect((await start({ reference: one.reference, email: one.email }, key)).statusCode).toBe(201);
    const reused = await start({ reference: two.reference, email: two.email }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(atGateway(two.reference)).toHaveLength(0);
    expect(await attemptsOf(two.bookingId)).toHaveLength(0);
  });

  it('lets the same key start again after a start that failed', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 1 });
    const body = { reference: booked.reference, email: booked.email };
    const key = `pay-${booked.reference}-retry`;
    bed.gateway.ledger.initializeFaults.push('refuse');
    expect((await start(body, key)).statusCode).toBe(503);
    const retried = await start(body, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(atGateway(booked.reference)).toHaveLength(1);
  });

  it('still makes one attempt per start without a key', async () => {
    const booked = await bookRoom(bed.app, room, { nights: 1 });
    const body = { reference: booked.reference, email: booked.email };
    expect((await start(body)).statusCode).toBe(201);
    expect((await start(body)).statusCode).toBe(201);
    expect(await attemptsOf(booked.bookingId)).toHaveLength(2);
  });
});
