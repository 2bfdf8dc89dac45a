import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings';
import { payments, refunds } from '../../src/db/schema/payments';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { makeDue } from '../holds/hold-fixtures';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import {
  checkout,
  createPaymentsTestbed,
  deliverWebhook,
  expireRoomBooking,
  startPayment,
  verifyPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine, MOST_CONNECTIONS_PER_FILE } from '../support/test-app';
import { cancel } from './cancel-fixtures';

/*
 * Every writer locks a booking's row before the room types it holds
 * (docs/decisions/0023-cancellation-and-changes.md). Here guests cancel
 * holds that ran out, and owners mark them no-shows, while their late
 * payments are verified (the callback page and the webhook at once) and new
 * bookings of the same room type release the due holds: a payment that finds
 * its hold released takes the nights back under the room locks, as a cancel
 * releases them. With the two in opposite orders, PostgreSQL found deadlocks
 * (40P01) and answered some of them 500. On a pool of 60 connections; PGlite
 * has one connection and cannot deadlock, so these run on PostgreSQL only.
 */

let bed: PaymentsTestbed;
let owner: SignedIn;
let hotelId: string;
beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: MOST_CONNECTIONS_PER_FILE });
  owner = await signUp(bed.app, 'hotelOwner');
  hotelId = (await createHotel(bed.db, owner.userId, { hotelName: 'Crossed Locks Inn Kaduna' })).id;
});

type Room = Awaited<ReturnType<typeof createRoom>>;

const later = <T>(ms: number, act: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(act);

const LOST = 'http://127.0.0.1:9/api/v1/payments/paystack/webhook';

/** `count` holds of the room, each paid at Paystack with its webhook lost, and past their time. */
async function duePaidHolds(room: Room, count: number, day: number) {
  const made = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `late-${day}-${i}@example.ng`;
      const request = bookingRequest(room.hotelId, [{ room, quantity: 1 }], stayFrom(day, 2), {
        email,
      });
      const response = await postBooking(bed.app, request);
      expect(response.statusCode, response.body).toBe(201);
      return { ...(response.json() as { reference: string; bookingId: string }), email };
    }),
  );
  bed.gateway.setWebhookUrl(LOST);
  const paid = [];
  for (const booked of made) {
    const started = await startPayment(bed.app, {
      reference: booked.reference,
      email: booked.email,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { authorizationUrl, paymentReference } = started.json();
    await checkout(authorizationUrl, 'pay');
    paid.push({ ...booked, paymentReference: paymentReference as string });
  }
  await bed.gateway.idle();
  bed.gateway.setWebhookUrl(`${bed.appUrl}/api/v1/payments/paystack/webhook`);
  await makeDue(
    bed.db,
    'room',
    made.map((b) => b.bookingId),
  );
  return paid;
}

/** Racing answers with what each was, for the 5xx among them. */
type Racer = { what: string; answer: Promise<{ statusCode: number }> };
async function serverErrors(round: number, racing: Racer[]) {
  const answers = await Promise.all(racing.map((r) => r.answer));
  return answers.flatMap((answer, i) =>
    answer.statusCode >= 500 ? [`round ${round}, ${racing[i]!.what}: ${answer.statusCode}`] : [],
  );
}

/** The late payment of a hold, told twice at once: the callback page and the webhook. */
function settleTwice(hold: { paymentReference: string }): Racer[] {
  const event = bed.gateway.signedEvent('charge.success', hold.paymentReference);
  return [
    { what: 'verify', answer: verifyPayment(bed.app, hold.paymentReference) },
    { what: 'webhook', answer: deliverWebhook(bed.app, event.body, event.signature) },
  ];
}

/** What came back of a payment, in kobo. */
async function refundedOf(paymentReference: string) {
  const given = await bed.db
    .select({ amountKobo: refunds.amountKobo })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.reference, paymentReference));
  return given.reduce((sum, r) => sum + r.amountKobo, 0);
}

describe(`the lock order of cancels, payments and new bookings (${testEngine})`, () => {
  it.runIf(testEngine === 'postgres')(
    'cancels holds while their late payments settle and new bookings release them, without a deadlock',
    async () => {
      const room = await createRoom(bed.db, hotelId, { roomQuantity: 30 });
      const failures: string[] = [];
      for (let round = 0; round < 6; round++) {
        const day = 20 + round * 3;
        const holds = await duePaidHolds(room, 10, day);
        const racing: Racer[] = [
          ...holds.flatMap((hold, i) => [
            // Some cancels a moment later, so payments and new bookings win some races.
            {
              what: 'cancel',
              answer: later((i % 4) * 25, () =>
                cancel(bed.app, hold.reference, { email: hold.email }),
              ),
            },
            ...settleTwice(hold),
          ]),
          ...[0, 1].map((i) => ({
            what: 'new booking',
            answer: postBooking(
              bed.app,
              bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(day, 2), {
                email: `newcomer-${round}-${i}@example.ng`,
              }),
            ),
          })),
        ];
        failures.push(...(await serverErrors(round, racing)));

        // Whoever won, the money adds up: a cancelled hold gives its payment back whole.
        const ids = holds.map((h) => h.bookingId);
        for (const row of await bed.db.select().from(bookings).where(inArray(bookings.id, ids))) {
          const hold = holds.find((h) => h.bookingId === row.id)!;
          const back = await refundedOf(hold.paymentReference);
          if (row.status === 'cancelled') expect(back).toBe(row.totalAmountKobo);
          else
            expect({ status: row.status, paymentStatus: row.paymentStatus, back }).toEqual({
              status: 'confirmed',
              paymentStatus: 'paid',
              back: 0,
            });
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.runIf(testEngine === 'postgres')(
    'marks expired holds no-shows while their late payments revive them, without a deadlock',
    async () => {
      const room = await createRoom(bed.db, hotelId, { roomQuantity: 30 });
      const failures: string[] = [];
      for (let round = 0; round < 4; round++) {
        const holds = await duePaidHolds(room, 10, 40 + round * 3);
        for (const hold of holds) await expireRoomBooking(bed.db, hold.bookingId);
        const racing: Racer[] = holds.flatMap((hold) => [
          {
            what: 'no-show',
            answer: bed.app.inject({
              method: 'POST',
              url: `/api/v1/owner/bookings/${hold.bookingId}/no-show`,
              headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
            }),
          },
          ...settleTwice(hold),
        ]);
        failures.push(...(await serverErrors(round, racing)));
        // The nights were free: every late payment took its hold back.
        const ids = holds.map((h) => h.bookingId);
        const rows = await bed.db.select().from(bookings).where(inArray(bookings.id, ids));
        expect(rows.map((r) => `${r.status} ${r.paymentStatus}`)).toEqual(
          Array(10).fill('confirmed paid'),
        );
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
