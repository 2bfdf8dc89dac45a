import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@waka/shared/dates';
import { bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createPaymentsTestbed, type PaymentsTestbed } from '../support/payments-testbed';
import { soldOutDrift } from '../support/sold-out-drift';
import { testEngine, MOST_CONNECTIONS_PER_FILE } from '../support/test-app';
import { change, changeRequest, heldOn, nightsOf } from './change-fixtures';

/*
 * A change under concurrency (docs/decisions/0023-cancellation-and-changes.md):
 * racing a new booking for the new selection's last unit and another for the
 * old selection's unit that the change frees, round after round. Never more
 * units held than there are, and the booking always holds exactly one of its
 * two selections, the one its dates say. On PostgreSQL the requests run on a
 * pool of 60 connections; on PGlite (one connection) they are serialised.
 */

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await createPaymentsTestbed({ poolSize: MOST_CONNECTIONS_PER_FILE });
});

type Room = Awaited<ReturnType<typeof createRoom>>;
const book = (room: Room, stay: { checkIn: string; checkOut: string }, email: string) =>
  postBooking(bed.app, bookingRequest(room.hotelId, [{ room, quantity: 1 }], stay, { email }));

const nightsOfStay = (stay: { checkIn: string; checkOut: string }, roomId: string) =>
  [stay.checkIn, addDays(stay.checkIn, 1)].map((night) => `${night} ${roomId}×1`).sort();

describe(`changing under concurrency (${testEngine})`, () => {
  it('never holds both selections or neither, nor overbooks, racing bookings of both', async () => {
    const owner = await createUser(bed.db);
    const hotel = await createHotel(bed.db, owner.id, { hotelName: 'Racing Change Inn Jos' });
    const [oldRoom, newRoom] = await Promise.all(
      ['Garden', 'Terrace'].map((roomType) =>
        createRoom(bed.db, hotel.id, { roomType, roomQuantity: 1, roomPriceKobo: 3_000_000 }),
      ),
    );
    const outcomes = { changed: 0, refused: 0 };
    for (let round = 0; round < 20; round++) {
      const from = stayFrom(30 + round * 6, 2);
      const to = stayFrom(33 + round * 6, 2);
      const email = `mover-${round}@example.ng`;
      const made = await book(oldRoom!, from, email);
      expect(made.statusCode, made.body).toBe(201);
      const { reference, bookingId } = made.json() as { reference: string; bookingId: string };

      const [changed, ...rivals] = await Promise.all([
        change(bed.app, reference, changeRequest([{ room: newRoom!, quantity: 1 }], to, email)),
        book(oldRoom!, from, `old-rival-${round}@example.ng`),
        book(oldRoom!, from, `old-rival2-${round}@example.ng`),
        // Every other round also races for the new selection's last unit; the rest the change must win.
        ...(round % 2 === 0
          ? [
              book(newRoom!, to, `new-rival-${round}@example.ng`),
              book(newRoom!, to, `new-rival2-${round}@example.ng`),
            ]
          : []),
      ]);
      expect([200, 409]).toContain(changed!.statusCode);
      expect(rivals.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
      if (changed!.statusCode === 200) outcomes.changed++;
      else outcomes.refused++;

      for (const night of [from.checkIn, addDays(from.checkIn, 1)])
        expect(await heldOn(bed.db, oldRoom!.id, night)).toBeLessThanOrEqual(1);
      for (const night of [to.checkIn, addDays(to.checkIn, 1)])
        expect(await heldOn(bed.db, newRoom!.id, night)).toBeLessThanOrEqual(1);

      const [stored] = await bed.db.select().from(bookings).where(eq(bookings.id, bookingId));
      const held = await nightsOf(bed.db, bookingId);
      if (changed!.statusCode === 200) {
        expect(stored!.checkInDate).toBe(to.checkIn);
        expect(held).toEqual(nightsOfStay(to, newRoom!.id));
      } else {
        expect(stored!.checkInDate).toBe(from.checkIn);
        expect(held).toEqual(nightsOfStay(from, oldRoom!.id));
      }
    }
    expect(outcomes.changed + outcomes.refused).toBe(20);
    expect(outcomes.changed).toBeGreaterThanOrEqual(10);
    expect(await soldOutDrift(bed.db)).toEqual({ extra: 0, missing: 0 });
  });
});
