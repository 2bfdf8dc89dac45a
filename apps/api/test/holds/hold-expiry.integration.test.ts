import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { soldOutDrift } from '../support/sold-out-drift';
import { createTestApp, type TestContext } from '../support/test-app';
import {
  bookRooms,
  findByReference,
  mailsTo,
  makeDue,
  searchFinds,
  storedBooking,
  unitsLeft,
} from './hold-fixtures';

/*
 * Holds that run out (docs/product.md#payment): a new booking is held unpaid
 * for PAYMENT_HOLD_MINUTES (30 by default); once past it, the sweeper (or the
 * next booking of the same rooms) releases its nights at once, and tells the
 * guest once. Time passes by moving hold_expires_at into the past in SQL.
 */

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ownerId = (await createUser(ctx.db)).id;
});

const newHotel = async (hotelName: string, quantity = 1) => {
  const hotel = await createHotel(ctx.db, ownerId, { hotelName, city: 'Owerri' });
  const room = await createRoom(ctx.db, hotel.id, { roomQuantity: quantity });
  return { hotel, room };
};

describe(`holds that expire (${process.env.TEST_ENGINE})`, () => {
  it('holds a new booking unpaid for 30 minutes', async () => {
    const { hotel, room } = await newHotel('Hold Inn Owerri', 3);
    const before = Date.now();
    const booking = await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stayFrom(5, 2));
    expect(booking).toMatchObject({ paymentStatus: 'not paid', paymentMethod: null });
    const held = Date.parse(booking.holdExpiresAt!) - before;
    expect(held).toBeGreaterThan(29.5 * 60_000);
    expect(held).toBeLessThan(30.5 * 60_000);
    const found = await findByReference(ctx.app, booking.reference, 'ada.obi@example.ng');
    expect(found.holdExpiresAt).toBe(booking.holdExpiresAt);
  });

  it('releases the nights of a hold that ran out: search and the rooms page see them free, the last unit books again, the guest is told once', async () => {
    const { hotel, room } = await newHotel('Release Lodge Owerri');
    const stay = stayFrom(8, 3);
    const guest = 'chidi.eze@example.ng';
    const held = await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay, {
      email: guest,
    });
    expect(await searchFinds(ctx.app, 'Release Lodge', stay)).toBe(false);
    expect(await unitsLeft(ctx.app, hotel.id, room.id, stay)).toBe(0);

    expect(await ctx.app.holdSweeper.sweepOnce()).toMatchObject({ expired: 0 });
    await makeDue(ctx.db, 'room', [held.bookingId]);
    const sweep = await ctx.app.holdSweeper.sweepOnce();
    expect(sweep.expired).toBe(1);

    expect(await findByReference(ctx.app, held.reference, guest)).toMatchObject({
      paymentStatus: 'expired',
      holdExpiresAt: null,
    });
    const stored = await storedBooking(ctx.db, held.bookingId);
    expect(stored.status).toBe('expired');
    expect(stored.holdExpiresAt).not.toBeNull();
    expect(await searchFinds(ctx.app, 'Release Lodge', stay)).toBe(true);
    expect(await unitsLeft(ctx.app, hotel.id, room.id, stay)).toBe(1);
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });

    await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay, {
      email: 'ngozi@example.ng',
    });

    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(0);
    const notices = await mailsTo(ctx.db, 'hold-expired', guest);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      `Your hold expired — not paid: ${held.reference} at Release Lodge Owerri`,
    );
    expect(notices[0]!.textBody).toContain('Released: 1 × ');
    expect(notices[0]!.textBody).toContain(`http://waka.test/rooms/${hotel.id}`);
  });

  it('never lets a hold past its time refuse a booking, even before a sweep', async () => {
    const { hotel, room } = await newHotel('No Wait Suites Owerri');
    const other = await createRoom(ctx.db, hotel.id, { roomQuantity: 1 });
    const stay = stayFrom(12, 2);
    const guest = 'bisi.ade@example.ng';
    // A hold of two room types: the next booking locks only one of them.
    const held = await bookRooms(
      ctx.app,
      hotel.id,
      [
        { room, quantity: 1 },
        { room: other, quantity: 1 },
      ],
      stay,
      { email: guest },
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingRequest(hotel.id, [{ room, quantity: 1 }], stay),
    });
    expect(refused.statusCode).toBe(409);

    await makeDue(ctx.db, 'room', [held.bookingId]);
    await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay, { email: 'next@example.ng' });
    expect((await storedBooking(ctx.db, held.bookingId)).status).toBe('expired');
    // Every night it held is free, on the room type the new booking did not ask for too.
    expect(await unitsLeft(ctx.app, hotel.id, other.id, stay)).toBe(1);
    expect(await mailsTo(ctx.db, 'hold-expired', guest)).toHaveLength(1);
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(0);
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });
  });

  it('leaves paid bookings and holds that no longer expire alone', async () => {
    const { hotel, room } = await newHotel('Kept Court Owerri', 3);
    const stay = stayFrom(15, 1);
    const [paid, promised] = [
      await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay),
      await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay),
    ];
    await makeDue(ctx.db, 'room', [paid.bookingId, promised.bookingId]);
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid' })
      .where(eq(bookings.id, paid.bookingId));
    await ctx.db
      .update(bookings)
      .set({ holdExpiresAt: null, paymentStatus: 'pay at hotel' })
      .where(eq(bookings.id, promised.bookingId));
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(0);
    expect((await storedBooking(ctx.db, paid.bookingId)).status).toBe('confirmed');
    expect((await storedBooking(ctx.db, promised.bookingId)).status).toBe('confirmed');
    expect(await unitsLeft(ctx.app, hotel.id, room.id, stay)).toBe(1);
  });
});
