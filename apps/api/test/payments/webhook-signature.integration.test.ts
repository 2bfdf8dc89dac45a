import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { signPaystackBody } from '../../src/lib/paystack/paystack-signature';
import { MAX_JSON_DEPTH } from '../../src/lib/validation/json-depth';
import {
  bookRoom,
  checkout,
  countRows,
  createPaymentsTestbed,
  deliverWebhook,
  hotelWithRoom,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';

/*
 * The webhook believes only what Paystack signed
 * (docs/decisions/0022-payments-and-holds.md): the x-paystack-signature is
 * checked on the raw bytes before anything is parsed; a bad, missing or
 * stale signature is a 401 and changes nothing.
 */

let bed: PaymentsTestbed;
let signed: { body: string; signature: string };
let bookingId: string;

beforeAll(async () => {
  bed = await createPaymentsTestbed();
  const { room } = await hotelWithRoom(bed.db);
  const booked = await bookRoom(bed.app, room);
  bookingId = booked.bookingId;
  const started = (
    await startPayment(bed.app, { reference: booked.reference, email: booked.email })
  ).json();
  // Paid at the gateway, its own event sent nowhere: only the deliveries below can settle it.
  bed.gateway.setWebhookUrl('http://127.0.0.1:9/nowhere');
  await checkout(started.authorizationUrl, 'pay');
  await bed.gateway.idle();
  signed = bed.gateway.signedEvent('charge.success', started.paymentReference);
});

const TABLES = ['payment', 'payment_event', 'refund', 'mail_outbox'];
const snapshot = async () => {
  const counts = await Promise.all(TABLES.map((table) => countRows(bed.db, table)));
  const [booking] = await bed.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await bed.db.select().from(payments);
  return { counts, booking, payment };
};

describe('the webhook signature', () => {
  const refused = {
    'a missing signature': () => deliverWebhook(bed.app, signed.body),
    'a signature by another key': () =>
      deliverWebhook(
        bed.app,
        signed.body,
        signPaystackBody(signed.body, 'sk_test_not_the_key_at_all'),
      ),
    'an altered body': () => {
      const altered = signed.body.replace('"amount":5000000', '"amount":5000001');
      expect(altered).not.toBe(signed.body);
      return deliverWebhook(bed.app, altered, signed.signature);
    },
    'a body with one space more': () =>
      deliverWebhook(bed.app, `${signed.body} `, signed.signature),
    'a signature that is not hex': () => deliverWebhook(bed.app, signed.body, 'z'.repeat(128)),
    'a truncated signature': () =>
      deliverWebhook(bed.app, signed.body, signed.signature.slice(0, 64)),
  };
  for (const [what, send] of Object.entries(refused)) {
    it(`answers ${what} with 401 and changes nothing`, async () => {
      const before = await snapshot();
      const response = await send();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'BAD_SIGNATURE',
        message: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
      expect(before.booking!.paymentStatus).toBe('not paid');
    });
  }

  it('refuses a signed body that is not a Paystack event with 400, and one too deep', async () => {
    const notEvent = JSON.stringify({ hello: 'world' });
    const deep = `{"event":"x","data":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`;
    for (const body of [notEvent, deep, 'not json']) {
      const response = await deliverWebhook(
        bed.app,
        body,
        signPaystackBody(body, bed.gateway.secret),
      );
      expect(response.statusCode, body).toBe(400);
    }
  });

  it('answers unknown events and unknown references 200 and ignores them', async () => {
    const before = await snapshot();
    const bodies = [
      JSON.stringify({ event: 'transfer.success', data: { reference: 'TRF_1' } }),
      JSON.stringify({ event: 'charge.success', data: { reference: 'WP-000000000000' } }),
      JSON.stringify({ event: 'refund.processed', data: { transaction_reference: 'nobody' } }),
    ];
    for (const body of bodies) {
      const response = await deliverWebhook(
        bed.app,
        body,
        signPaystackBody(body, bed.gateway.secret),
      );
      expect(response.statusCode, body).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('settles the payment with the signed delivery, whatever its content type says', async () => {
    const response = await bed.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      headers: { 'content-type': 'text/plain', 'x-paystack-signature': signed.signature },
      payload: signed.body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [booking] = await bed.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.paymentStatus).toBe('paid');
  });
});
