import { beforeAll, describe, expect, it } from 'vitest';
import { cancel, mailsAbout, payOnline } from '../cancellations/cancel-fixtures';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  hireCar,
  hotelWithRoom,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';

/*
 * The receipt a mail links to is the one of its kind (docs/product.md#booking-references):
 * a car hire (WC-…) opens /car-hire-receipt, a stay (WK-…) /booking-receipt,
 * each with the reference and the guest's email.
 */

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await createPaymentsTestbed();
});

const link = (page: string, booked: { reference: string; email: string }) =>
  `${TEST_PUBLIC_URL}/${page}?${new URLSearchParams({ reference: booked.reference, email: booked.email })}`;

async function onlyMail(kind: string, reference: string) {
  const mails = await mailsAbout(bed.db, kind, reference);
  expect(mails, kind).toHaveLength(1);
  return mails[0]!;
}

describe(`the receipt a mail links to (${testEngine})`, () => {
  it('links a car hire’s payment, refund and cancellation mails to /car-hire-receipt', async () => {
    const hire = await hireCar(bed.app, bed.db);
    const attempts = [];
    for (let i = 0; i < 2; i++) {
      const started = await startPayment(bed.app, { reference: hire.reference, email: hire.email });
      expect(started.statusCode, started.body).toBe(201);
      attempts.push(started.json() as { authorizationUrl: string });
    }
    // The second payment is not needed: it goes back, and the renter is told so.
    for (const attempt of attempts) {
      await checkout(attempt.authorizationUrl, 'pay');
      await bed.gateway.idle();
    }
    expect((await cancel(bed.app, hire.reference, { email: hire.email })).statusCode).toBe(200);

    const receipt = link('car-hire-receipt', hire);
    for (const kind of ['payment-received', 'payment-refund', 'booking-cancelled']) {
      const mail = await onlyMail(kind, hire.reference);
      expect(mail.textBody, kind).toContain(receipt);
      expect(mail.textBody, kind).not.toContain('/booking-receipt');
    }
  });

  it('links a stay’s payment and cancellation mails to /booking-receipt', async () => {
    const { room } = await hotelWithRoom(bed.db);
    const booked = await bookRoom(bed.app, room);
    await payOnline(bed, booked);
    expect((await cancel(bed.app, booked.reference, { email: booked.email })).statusCode).toBe(200);
    const receipt = link('booking-receipt', booked);
    for (const kind of ['booking-confirmation', 'payment-received', 'booking-cancelled']) {
      expect((await onlyMail(kind, booked.reference)).textBody, kind).toContain(receipt);
    }
  });
});
