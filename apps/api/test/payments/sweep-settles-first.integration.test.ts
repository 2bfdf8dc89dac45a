import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookedRoomNights, bookings } from '../../src/db/schema/bookings';
import {
  bookRoom,
  checkout,
  createPaymentsTestbed,
  hotelWithRoom,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';

/*
 * The server's own wiring of the hold sweeper to the payments
 * (docs/decisions/0022-payments-and-holds.md): a guest who paid, but whose
 * webhook never arrived and who never came back to the callback page, keeps
 * the booking when its hold runs out; an attempt never paid does not save it.
 */

let bed: PaymentsTestbed;

beforeAll(async () => {
  bed = await createPaymentsTestbed();
});

async function holdRunsOut(bookingId: string) {
  await bed.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, bookingId));
}

const bookingRow = async (id: string) =>
  (await bed.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const heldNights = async (id: string) =>
  (await bed.db.select().from(bookedRoomNights).where(eq(bookedRoomNights.bookingId, id))).length;

describe('the hold sweeper asks Paystack before it expires a hold', () => {
  it('keeps and pays a booking whose payment succeeded but whose webhook was lost', async () => {
    const { room } = await hotelWithRoom(bed.db);
    const booked = await bookRoom(bed.app, room, { nights: 2 });
    const started = (
      await startPayment(bed.app, { reference: booked.reference, email: booked.email })
    ).json() as { authorizationUrl: string };
    // Nothing listens on port 9: Paystack's event never reaches Waka.
    bed.gateway.setWebhookUrl('http://127.0.0.1:9/api/v1/payments/paystack/webhook');
    await checkout(started.authorizationUrl, 'pay');
    bed.gateway.setWebhookUrl(`${bed.appUrl}/api/v1/payments/paystack/webhook`);
    await holdRunsOut(booked.bookingId);

    await bed.app.holdSweeper.sweepOnce();

    const row = await bookingRow(booked.bookingId);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    expect(await heldNights(booked.bookingId)).toBe(2);
  });

  it('expires a hold whose online attempt was never paid', async () => {
    const { room } = await hotelWithRoom(bed.db);
    const booked = await bookRoom(bed.app, room, { nights: 2 });
    await startPayment(bed.app, { reference: booked.reference, email: booked.email });
    await holdRunsOut(booked.bookingId);

    await bed.app.holdSweeper.sweepOnce();

    expect((await bookingRow(booked.bookingId)).status).toBe('expired');
    expect(await heldNights(booked.bookingId)).toBe(0);
  });
});
