import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard, ZOwnerDashboardSeries } from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import { bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import { stayFrom } from '../support/booking-requests';
import { insertStay } from '../support/past-bookings';
import { soldOutDrift } from '../support/sold-out-drift';
import { ctx, customer, owner, rival, useOwnersApp } from '../support/owners-app';
import { bookRooms, makeDue, storedBooking, unitsLeft } from './hold-fixtures';

/*
 * The owner marks a guest who never came (docs/product.md#cancellation), and
 * the dashboard counts money received, with what is owed apart
 * (docs/product.md#payment).
 */

useOwnersApp();

let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: 'Absent Arms Jos' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 1, roomPriceKobo: 3_000_000 });
});

const noShow = (bookingId: string, who: SignedIn) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/owner/bookings/${bookingId}/no-show`,
    headers: as(who),
  });

describe(`POST /api/v1/owner/bookings/{bookingId}/no-show (${process.env.TEST_ENGINE})`, () => {
  it('refuses before the check-in day, in plain words', async () => {
    const later = await bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stayFrom(3, 2));
    const response = await noShow(later.bookingId, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `A no-show can be marked from the check-in day, ${addDays(lagosToday(), 3)}, on.`,
    );
    expect((await storedBooking(ctx.db, later.bookingId)).status).toBe('confirmed');
  });

  it('from the check-in day, closes the booking and frees its nights after the first; payment untouched', async () => {
    const stay = stayFrom(0, 3);
    const booking = await bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stay);
    expect((await noShow(booking.bookingId, rival)).statusCode).toBe(404);
    expect((await noShow(booking.bookingId, customer)).statusCode).toBe(403);

    const response = await noShow(booking.bookingId, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'no show',
      nightsReleased: 2,
      paymentStatus: 'not paid',
      keptAmount: 0,
      refundAmount: 0,
    });
    expect(await unitsLeft(ctx.app, hotelId, room.id, stayFrom(0, 1))).toBe(0);
    expect(await unitsLeft(ctx.app, hotelId, room.id, stayFrom(1, 2))).toBe(1);
    expect(await soldOutDrift(ctx.db)).toEqual({ extra: 0, missing: 0 });
    const stored = await storedBooking(ctx.db, booking.bookingId);
    expect(stored).toMatchObject({ status: 'no show', paymentStatus: 'not paid' });
    const listed = await ctx.app.inject({
      url: `/api/v1/owner/bookings?q=${booking.reference}`,
      headers: as(owner),
    });
    expect(listed.json().items).toMatchObject([{ status: 'no show', paymentStatus: 'not paid' }]);
    // Marking it again answers the same; the sweeper never expires it now.
    expect((await noShow(booking.bookingId, owner)).json()).toMatchObject({ status: 'no show' });
    await makeDue(ctx.db, 'room', [booking.bookingId]);
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(0);
  });

  it('refuses a stay that has ended, or a booking no longer held', async () => {
    const past = await insertStay(
      ctx.db,
      hotelId,
      room,
      addDays(lagosToday(), -5),
      addDays(lagosToday(), -2),
      { firstName: 'Old', lastName: 'Guest', email: 'old@example.ng', phone: '08030000000' },
    );
    const late = await noShow(past.id, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `This stay ended on ${addDays(lagosToday(), -2)}; a no-show can be marked until the check-out day.`,
    );
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, past.id));
    expect((await noShow(past.id, owner)).statusCode).toBe(409);
  });
});

describe(`the owner dashboard counts money received (${process.env.TEST_ENGINE})`, () => {
  it('sums paid bookings as revenue and unpaid live ones apart; expired holds are not bookings', async () => {
    const boss = await signUp(ctx.app, 'hotelOwner');
    const hotel = await createHotel(ctx.db, boss.userId);
    const suite = await createRoom(ctx.db, hotel.id, { roomQuantity: 9, roomPriceKobo: 1_000_000 });
    const book = (fromToday: number) =>
      bookRooms(ctx.app, hotel.id, [{ room: suite, quantity: 1 }], stayFrom(fromToday, 1));
    const set = (id: string, values: Partial<typeof bookings.$inferInsert>) =>
      ctx.db.update(bookings).set(values).where(eq(bookings.id, id));
    const confirmPaid = (id: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/bookings/status/${id}`,
        headers: as(boss),
        payload: { paymentStatus: 'paid' },
      });

    const paid = await book(1);
    expect((await confirmPaid(paid.bookingId)).statusCode).toBe(200);
    await book(2); // a live hold, not paid
    const atHotel = await book(3);
    await set(atHotel.bookingId, { paymentStatus: 'pay at hotel', holdExpiresAt: null });
    const expired = await book(4);
    await makeDue(ctx.db, 'room', [expired.bookingId]);
    const dueUnswept = await book(5);
    await ctx.app.holdSweeper.sweepOnce();
    const cancelled = await book(6);
    expect((await confirmPaid(cancelled.bookingId)).statusCode).toBe(200);
    await set(cancelled.bookingId, { status: 'cancelled' });
    const absent = await book(0);
    expect((await confirmPaid(absent.bookingId)).statusCode).toBe(200);
    expect((await noShow(absent.bookingId, boss)).statusCode).toBe(200);
    // Last: the next booking of the room would release it.
    await makeDue(ctx.db, 'room', [dueUnswept.bookingId]);

    const dashboard = ZOwnerDashboard.parse(
      (await ctx.app.inject({ url: '/api/v1/owner/dashboard', headers: as(boss) })).json(),
    );
    expect(dashboard).toMatchObject({
      // paid, hold, at hotel, the no-show, and the hold past its time until a sweep
      totalBookings: 5,
      // the paid booking and what the no-show paid
      totalRevenue: 20_000,
      unpaidAmount: 20_000,
      unpaidBookings: 2,
    });
    const series = ZOwnerDashboardSeries.parse(
      (await ctx.app.inject({ url: '/api/v1/owner/dashboard/series', headers: as(boss) })).json(),
    );
    const on = (fromToday: number) =>
      series.find((point) => point.date === addDays(lagosToday(), fromToday))!;
    expect(on(1)).toMatchObject({ revenue: 10_000, occupiedUnits: 1 });
    expect(on(2)).toMatchObject({ revenue: 0, occupiedUnits: 1 });
    expect(on(4)).toMatchObject({ revenue: 0, occupiedUnits: 0 });
  });
});
