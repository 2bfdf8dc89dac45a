import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingKind } from '@waka/shared/booking-kind';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { openDatabase } from '../../src/db/open-database';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { HoldSweeper } from '../../src/lib/holds/hold-sweeper';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, TEST_PUBLIC_URL, testEngine, type TestContext } from '../support/test-app';
import { bookRooms, mailsTo, makeDue, storedBooking, storedHire } from './hold-fixtures';

/*
 * The sweeper (docs/decisions/0022-payments-and-holds.md): car hires, the
 * reconcile hook asked before a hold with a pending online attempt expires,
 * several sweepers and new bookings at once, and who is told.
 */

let ctx: TestContext;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PAYMENT_HOLD_MINUTES: '1' } });
  ownerId = (await createUser(ctx.db)).id;
});

const sweeper = (reconcile?: (kind: BookingKind, id: string) => Promise<void>) =>
  new HoldSweeper({ db: ctx.db, publicUrl: TEST_PUBLIC_URL, everySeconds: 30, reconcile });

async function pendingAttempt(bookingId: string) {
  await ctx.db.insert(payments).values({
    reference: `WP-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    bookingId,
    email: 'ada.obi@example.ng',
    amountKobo: 2_500_000,
    testMode: true,
  });
}

describe(`the hold sweeper (${testEngine})`, () => {
  it('holds a car hire for PAYMENT_HOLD_MINUTES, then frees its window and tells the renter', async () => {
    const car = await createCar(ctx.db, ownerId);
    const window = carBookingRequest(car, pickupOn(6), 3, { email: 'musa@example.ng' });
    const first = await postCarBooking(ctx.app, window);
    expect(first.statusCode, first.body).toBe(201);
    const hire = first.json();
    expect(Date.parse(hire.holdExpiresAt) - Date.now()).toBeLessThan(61_000);
    expect(hire).toMatchObject({ paymentStatus: 'not paid', status: 'confirmed' });
    expect((await postCarBooking(ctx.app, window)).statusCode).toBe(409);

    await makeDue(ctx.db, 'car', [hire.bookingId]);
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(1);
    expect((await storedHire(ctx.db, hire.bookingId)).status).toBe('expired');
    const notices = await mailsTo(ctx.db, 'hold-expired', 'musa@example.ng');
    expect(notices.map((m) => m.subject)).toEqual([
      `Your hold expired — not paid: car hire ${hire.reference}`,
    ]);
    expect((await postCarBooking(ctx.app, window)).statusCode).toBe(201);
  });

  it('never lets a car hire past its time refuse another, even before a sweep', async () => {
    const car = await createCar(ctx.db, ownerId);
    const window = carBookingRequest(car, pickupOn(7), 2, { email: 'zainab@example.ng' });
    const hire = (await postCarBooking(ctx.app, window)).json();
    await makeDue(ctx.db, 'car', [hire.bookingId]);
    expect((await postCarBooking(ctx.app, window)).statusCode).toBe(201);
    expect((await storedHire(ctx.db, hire.bookingId)).status).toBe('expired');
    expect(await mailsTo(ctx.db, 'hold-expired', 'zainab@example.ng')).toHaveLength(1);
  });

  it('asks the reconcile hook about a pending online attempt first, and keeps a hold it finds paid', async () => {
    const hotel = await createHotel(ctx.db, ownerId);
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 3 });
    const stay = stayFrom(9, 1);
    const [paying, abandoned, plain] = [
      await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay),
      await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay),
      await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay),
    ];
    await pendingAttempt(paying.bookingId);
    await pendingAttempt(abandoned.bookingId);
    await makeDue(ctx.db, 'room', [paying.bookingId, abandoned.bookingId, plain.bookingId]);

    const asked: string[] = [];
    // What the online payments' settle does when Paystack says the money arrived.
    const result = await sweeper(async (kind, id) => {
      asked.push(`${kind} ${id}`);
      if (id === paying.bookingId)
        await ctx.db
          .update(bookings)
          .set({ paymentStatus: 'paid', paidAt: new Date(), holdExpiresAt: null })
          .where(eq(bookings.id, id));
    }).sweepOnce();

    expect(asked.sort()).toEqual(
      [`room ${paying.bookingId}`, `room ${abandoned.bookingId}`].sort(),
    );
    expect(result).toEqual({ expired: 2, skipped: 1 });
    expect((await storedBooking(ctx.db, paying.bookingId)).status).toBe('confirmed');
    expect((await storedBooking(ctx.db, abandoned.bookingId)).status).toBe('expired');
    expect((await storedBooking(ctx.db, plain.bookingId)).status).toBe('expired');
  });

  it('keeps a hold for the next sweep when its pending attempt cannot be asked about', async () => {
    const hotel = await createHotel(ctx.db, ownerId);
    const room = await createRoom(ctx.db, hotel.id);
    const held = await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stayFrom(9, 2));
    await pendingAttempt(held.bookingId);
    await makeDue(ctx.db, 'room', [held.bookingId]);
    const failing = sweeper(async () => {
      throw new Error('Paystack is unreachable');
    });
    expect(await failing.sweepOnce()).toEqual({ expired: 0, skipped: 1 });
    expect((await storedBooking(ctx.db, held.bookingId)).status).toBe('confirmed');
    expect((await sweeper(async () => {}).sweepOnce()).expired).toBe(1);
  });

  it('tells only a guest who was told of the booking: no notice where the day’s confirmations ran out', async () => {
    const hotel = await createHotel(ctx.db, ownerId);
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 10 });
    const address = 'many.bookings@example.ng';
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(
        await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stayFrom(20 + i, 1), {
          email: address,
        }),
      );
    expect(await mailsTo(ctx.db, 'booking-confirmation', address)).toHaveLength(5);
    await makeDue(
      ctx.db,
      'room',
      made.map((b) => b.bookingId),
    );
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(6);
    expect(await mailsTo(ctx.db, 'hold-expired', address)).toHaveLength(5);
  });

  it.runIf(testEngine === 'postgres')(
    'expires each hold once while four sweepers and new bookings of the same rooms race',
    async () => {
      const hotel = await createHotel(ctx.db, ownerId);
      const rooms = await Promise.all(
        [0, 1, 2].map(() => createRoom(ctx.db, hotel.id, { roomQuantity: 4 })),
      );
      const stay = stayFrom(30, 2);
      const held = [];
      for (const [i, room] of rooms.entries())
        for (let unit = 0; unit < 4; unit++)
          held.push(
            await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stay, {
              email: `racer${i}-${unit}@example.ng`,
            }),
          );
      await makeDue(
        ctx.db,
        'room',
        held.map((b) => b.bookingId),
      );

      const processes = await Promise.all(
        [0, 1, 2, 3].map(() => openDatabase({ engine: 'postgres', url: ctx.url!, poolSize: 3 })),
      );
      try {
        const [sweeps, bookingsMade] = await Promise.all([
          Promise.all(
            processes.map((p) =>
              new HoldSweeper({
                db: p.db,
                publicUrl: TEST_PUBLIC_URL,
                everySeconds: 30,
              }).sweepOnce(),
            ),
          ),
          Promise.all(
            rooms.map((room) =>
              postBooking(ctx.app, bookingRequest(hotel.id, [{ room, quantity: 1 }], stay)),
            ),
          ),
        ]);
        expect(bookingsMade.map((r) => r.statusCode)).toEqual([201, 201, 201]);
        const bySweepers = sweeps.reduce((sum, s) => sum + s.expired, 0);
        expect(bySweepers).toBeLessThanOrEqual(12);
        for (const booking of held) {
          expect((await storedBooking(ctx.db, booking.bookingId)).status).toBe('expired');
          expect(await mailsTo(ctx.db, 'hold-expired', booking.customer.email)).toHaveLength(1);
        }
      } finally {
        await Promise.all(processes.map((p) => p.close()));
      }
    },
  );
});
