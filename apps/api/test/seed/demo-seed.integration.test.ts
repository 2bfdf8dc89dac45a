import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/db/open-database';
import { bookings } from '../../src/db/schema/bookings';
import { carBookings, cars } from '../../src/db/schema/cars';
import { payments } from '../../src/db/schema/payments';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { seedDemo } from '../../src/db/seed/seed-demo';
import { soldOutDrift } from '../support/sold-out-drift';
import { openTestDatabase } from '../support/test-app';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemo(database.db)).toBe(true);
});
afterAll(() => database.close());

describe('the demo marketplace', () => {
  it('has at least 24 hotels over at least 6 Nigerian cities', async () => {
    const rows = await database.db.select({ city: hotels.city }).from(hotels);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.city === 'Lagos').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every hotel 2 to 5 room types with varied prices, discounts and amenities', async () => {
    const perHotel = await database.db
      .select({ hotelId: rooms.hotelId, n: count() })
      .from(rooms)
      .groupBy(rooms.hotelId);
    expect(perHotel.every((h) => h.n >= 2 && h.n <= 5)).toBe(true);
    const [variety] = await database.db
      .select({
        prices: sql<number>`count(distinct ${rooms.roomPriceKobo})::int`,
        discounts: sql<number>`count(distinct ${rooms.roomDiscount})::int`,
        quantities: sql<number>`count(distinct ${rooms.roomQuantity})::int`,
      })
      .from(rooms);
    expect(variety!.prices).toBeGreaterThan(5);
    expect(variety!.discounts).toBeGreaterThan(2);
    expect(variety!.quantities).toBeGreaterThan(2);
  });

  it('has at least 12 cars in Abuja', async () => {
    const [abuja] = await database.db
      .select({ n: count() })
      .from(cars)
      .where(eq(cars.city, 'Abuja'));
    expect(abuja!.n).toBeGreaterThanOrEqual(12);
  });

  it('gives the demo owner bookings in every payment state, none of them a hold that expires', async () => {
    const stays = await database.db
      .select({
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings);
    expect(
      new Set(stays.map((b) => (b.status === 'expired' ? 'expired' : b.paymentStatus))),
    ).toEqual(new Set(['paid', 'pay at hotel', 'awaiting confirmation', 'not paid', 'expired']));
    expect(
      stays.filter((b) => b.status === 'confirmed').every((b) => b.holdExpiresAt === null),
    ).toBe(true);
    const online = await database.db.select().from(payments);
    expect(online.length).toBeGreaterThanOrEqual(2);
    expect(
      online.every(
        (p) => p.status === 'success' && p.testMode && /^WP-[0-9A-Z]{12}$/.test(p.reference),
      ),
    ).toBe(true);
    const hires = await database.db
      .select({ payment: carBookings.paymentStatus })
      .from(carBookings);
    expect(hires.map((h) => h.payment).sort()).toEqual(['paid', 'pay at hotel']);
    expect(await soldOutDrift(database.db)).toEqual({ extra: 0, missing: 0 });
  });

  it('seeds only an empty marketplace', async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(hotels);
    expect(after!.n).toBeGreaterThanOrEqual(24);
    expect(after!.n).toBeLessThan(48);
  });
});
