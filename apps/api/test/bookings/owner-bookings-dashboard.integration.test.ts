import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard, ZOwnerDashboardSeries } from '@waka/shared/bookings/booking-lists';
import { bookings } from '../../src/db/schema/bookings';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import { stayFrom } from '../support/booking-requests';
import { ctx, rival, customer } from '../support/owners-app';
import { useOwnerBookingsApp, get, day, book } from './owner-bookings-fixtures';

/*
 * The owner's dashboard and its nightly series (docs/product.md#owner-dashboard,
 * docs/product.md#dates): 61 Lagos nights, units and earnings per night,
 * owners kept apart, cancelled bookings left out, money counted once paid.
 */

useOwnerBookingsApp();

describe('GET /api/v1/owner/dashboard/series and the dashboard', () => {
  let seriesOwner: SignedIn;
  let stayTotal: number;

  beforeAll(async () => {
    seriesOwner = await signUp(ctx.app, 'hotelOwner');
    const hotel = await createHotel(ctx.db, seriesOwner.userId, { hotelName: 'Calabar Court' });
    const room = await createRoom(ctx.db, hotel.id, {
      roomType: 'Garden Room',
      roomPriceKobo: 3_000_000,
      roomQuantity: 4,
    });
    // A room switched off is not on offer: it adds no units.
    await createRoom(ctx.db, hotel.id, { roomStatus: false, roomQuantity: 10 });
    const amaka = await book(hotel.id, room, 2, stayFrom(1, 3), {
      firstName: 'Amaka',
      lastName: 'Nwosu',
    });
    stayTotal = amaka.totalAmount;
    // Revenue is money received (docs/product.md#payment): the owner confirms it.
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/bookings/status/${amaka.bookingId}`,
      headers: as(seriesOwner),
      payload: { paymentStatus: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cancelled = await book(hotel.id, room, 1, stayFrom(1, 1), {
      firstName: 'Kunle',
      lastName: 'Ade',
    });
    await ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled.bookingId));
  });

  const series = async (who: SignedIn) => {
    const response = await get('/api/v1/owner/dashboard/series', who);
    expect(response.statusCode, response.body).toBe(200);
    return ZOwnerDashboardSeries.parse(response.json());
  };

  it('gives 61 nights, from 30 days before Lagos today to 30 after', async () => {
    const points = await series(seriesOwner);
    expect(points).toHaveLength(61);
    expect(points.map((p) => p.date)).toEqual(Array.from({ length: 61 }, (_, i) => day(i - 30)));
  });

  it('counts 2 units for 3 nights from tomorrow, none on the checkout day, and what they earn', async () => {
    const byDate = new Map((await series(seriesOwner)).map((p) => [p.date, p]));
    for (const night of [1, 2, 3]) {
      expect(byDate.get(day(night)), `night ${night}`).toEqual({
        date: day(night),
        revenue: 60_000,
        occupiedUnits: 2,
        totalUnits: 4,
        occupancy: 0.5,
        carHireRevenue: 0,
      });
    }
    for (const quiet of [-30, -1, 0, 4, 30]) {
      expect(byDate.get(day(quiet)), `day ${quiet}`).toEqual({
        date: day(quiet),
        revenue: 0,
        occupiedUnits: 0,
        totalUnits: 4,
        occupancy: 0,
        carHireRevenue: 0,
      });
    }
  });

  it("keeps owners apart: another owner's series holds only their own rooms and nights, and earns on paid ones only", async () => {
    const rivals = await series(rival);
    expect(rivals.every((p) => p.totalUnits === 2)).toBe(true);
    expect(rivals.filter((p) => p.occupiedUnits > 0).map((p) => p.date)).toEqual([
      day(10),
      day(11),
      day(12),
    ]);
    // The rival's guest has not paid: the night is occupied, nothing is earned yet.
    expect(rivals.find((p) => p.date === day(10))).toMatchObject({
      revenue: 0,
      occupiedUnits: 1,
      occupancy: 0.5,
    });
  });

  it('answers an owner with no rooms with zeros, never dividing by zero', async () => {
    const newcomer = await signUp(ctx.app, 'hotelOwner');
    const points = await series(newcomer);
    expect(points).toHaveLength(61);
    expect(
      points.every(
        (p) => p.revenue === 0 && p.occupiedUnits === 0 && p.totalUnits === 0 && p.occupancy === 0,
      ),
    ).toBe(true);
  });

  it('leaves cancelled bookings out of Total Revenue and gives the Recent Room Bookings columns', async () => {
    const dashboard = ZOwnerDashboard.parse(
      (await get('/api/v1/owner/dashboard', seriesOwner)).json(),
    );
    expect(dashboard).toMatchObject({
      totalBookings: 1,
      totalRevenue: stayTotal,
      unpaidAmount: 0,
      unpaidBookings: 0,
    });
    expect(stayTotal).toBe(180_000);
    const amaka = dashboard.bookings.find((b) => b.firstName === 'Amaka');
    expect(amaka).toMatchObject({
      lastName: 'Nwosu',
      hotelName: 'Calabar Court',
      roomType: 'Garden Room',
      quantity: 2,
      totalAmount: 180_000,
      paymentStatus: 'paid',
    });
    expect(Number.isNaN(Date.parse(amaka!.createdDate))).toBe(false);
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await get('/api/v1/owner/dashboard/series')).statusCode).toBe(401);
    expect((await get('/api/v1/owner/dashboard/series', customer)).statusCode).toBe(403);
  });
});
