import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookedRoomNights } from '../../src/db/schema/bookings';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { searchFinds, unitsLeft } from '../holds/hold-fixtures';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createPaymentsTestbed, type PaymentsTestbed } from '../support/payments-testbed';
import { soldOutDrift } from '../support/sold-out-drift';
import { testEngine, MOST_CONNECTIONS_PER_FILE } from '../support/test-app';
import { cancel, mailsAbout, payOnline, refundsOf } from './cancel-fixtures';

/*
 * Cancelling under concurrency (docs/decisions/0023-cancellation-and-changes.md):
 * 50 cancels of one booking at once refund once and write once; a cancel
 * racing a new booking for the last unit never overbooks; and the nights a
 * cancel releases are bookable at once, the catalogue cache included. On
 * PostgreSQL the requests run on a pool of 60 connections; on PGlite (one
 * connection) they are serialised and prove the bookkeeping only.
 */

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: MOST_CONNECTIONS_PER_FILE });
});

async function hotelWithOneUnit(hotelName: string) {
  const owner = await createUser(bed.db);
  const hotel = await createHotel(bed.db, owner.id, { hotelName });
  const room = await createRoom(bed.db, hotel.id, { roomQuantity: 1, roomPriceKobo: 2_500_000 });
  return { hotel, room };
}

async function book(
  room: { id: string; hotelId: string; roomType: string; roomPriceKobo: number },
  stay: { checkIn: string; checkOut: string },
  email: string,
) {
  return postBooking(
    bed.app,
    bookingRequest(room.hotelId, [{ room, quantity: 1 }], stay, { email }),
  );
}

/** Units the ledger holds of the room on one night. */
const heldOn = async (roomId: string, night: string) => {
  const rows = await bed.db
    .select({
      night: bookedRoomNights.night,
      units: sql<number>`sum(${bookedRoomNights.quantity})::int`,
    })
    .from(bookedRoomNights)
    .where(and(eq(bookedRoomNights.roomId, roomId), eq(bookedRoomNights.night, night)))
    .groupBy(bookedRoomNights.night);
  return rows.reduce((sum, row) => sum + Number(row.units), 0);
};

describe(`cancelling under concurrency (${testEngine})`, () => {
  it('answers 50 parallel cancels of one paid booking alike, with one refund and one pair of mails', async () => {
    const { room } = await hotelWithOneUnit('Parallel Palace Enugu');
    const email = 'parallel.guest@example.ng';
    const made = await book(room, stayFrom(12, 2), email);
    expect(made.statusCode, made.body).toBe(201);
    const booked = { ...(made.json() as { reference: string }), email };
    const paid = await payOnline(bed, booked);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cancel(bed.app, booked.reference, { email })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ refundAmount: 50_000, refundStatus: 'pending' });
    expect(await refundsOf(bed.db, paid)).toHaveLength(1);
    expect(await mailsAbout(bed.db, 'booking-cancelled', booked.reference)).toHaveLength(1);
    expect(await mailsAbout(bed.db, 'booking-cancelled-notice', booked.reference)).toHaveLength(1);
  });

  it('never overbooks the last unit when a cancel races a new booking of it, round after round', async () => {
    const { room } = await hotelWithOneUnit('Racing Rest Ilorin');
    for (let round = 0; round < 15; round++) {
      const stay = stayFrom(40 + round, 1);
      const first = await book(room, stay, `first-${round}@example.ng`);
      expect(first.statusCode, first.body).toBe(201);
      const { reference } = first.json() as { reference: string };
      const [cancelled, second, third] = await Promise.all([
        cancel(bed.app, reference, { email: `first-${round}@example.ng` }),
        book(room, stay, `second-${round}@example.ng`),
        book(room, stay, `third-${round}@example.ng`),
      ]);
      expect(cancelled.statusCode).toBe(200);
      const won = [second, third].filter((r) => r.statusCode === 201).length;
      expect([second, third].every((r) => [201, 409].includes(r.statusCode))).toBe(true);
      expect(won).toBeLessThanOrEqual(1);
      expect(await heldOn(room.id, stay.checkIn)).toBe(won);
    }
    expect(await soldOutDrift(bed.db)).toEqual({ extra: 0, missing: 0 });
  });
});

describe(`released means bookable (${testEngine})`, () => {
  it('frees the nights at once for a dated search, the rooms page and a new booking, past the catalogue cache', async () => {
    const { hotel, room } = await hotelWithOneUnit('Released Rooms Owerri');
    const stay = stayFrom(25, 2);
    const made = await book(room, stay, 'releasing@example.ng');
    expect(made.statusCode).toBe(201);
    // Asked twice, so the sold-out answers are kept by the catalogue cache.
    for (let i = 0; i < 2; i++) {
      expect(await searchFinds(bed.app, hotel.hotelName, stay)).toBe(false);
      expect(await unitsLeft(bed.app, hotel.id, room.id, stay)).toBe(0);
    }
    const search = `/api/v1/hotels/search?q=${encodeURIComponent(hotel.hotelName)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
    expect((await bed.app.inject({ url: search })).headers['waka-cache']).toBe('hit');
    const version = async () => {
      const result = (await bed.db.execute(
        sql`select sum(changes)::text as changes from catalogue_version`,
      )) as unknown as { rows: { changes: string }[] };
      return BigInt(result.rows[0]!.changes);
    };
    const before = await version();

    const { reference } = made.json() as { reference: string };
    expect((await cancel(bed.app, reference, { email: 'releasing@example.ng' })).statusCode).toBe(
      200,
    );
    expect(await version()).toBeGreaterThan(before);
    expect(await searchFinds(bed.app, hotel.hotelName, stay)).toBe(true);
    expect(await unitsLeft(bed.app, hotel.id, room.id, stay)).toBe(1);
    expect((await book(room, stay, 'next.guest@example.ng')).statusCode).toBe(201);
    expect(await soldOutDrift(bed.db)).toEqual({ extra: 0, missing: 0 });
  });
});
