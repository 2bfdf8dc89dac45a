import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCarAvailability } from '@waka/shared/cars/car-availability';
import { addDays, lagosToday } from '@waka/shared/dates';
import { carBookings, cars } from '../../src/db/schema/cars';
import { carBookingRequest, pickupOn, postCarBooking, type HireLength } from './car-requests';
import { useOwnersApp, ctx } from '../support/owners-app';
import { newCar } from './car-booking-fixtures';

/*
 * When a car is taken (GET /cars/{carId}/availability) and which cars are
 * free for a pickup window (GET /cars/allcars?pickupDate=…)
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */

useOwnersApp();

type Car = Awaited<ReturnType<typeof newCar>>;

async function book(car: Car, fromToday: number, time: string, length: HireLength) {
  const response = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(fromToday, time), length),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingId: string };
}

const day = (fromToday: number) => addDays(lagosToday(), fromToday);
const until = (fromToday: number, time: string) => ({
  returnDate: day(fromToday),
  returnTime: time,
});
const availability = (carId: string, query = '') =>
  ctx.app.inject({ url: `/api/v1/cars/${carId}/availability${query}` });

describe('GET /api/v1/cars/{carId}/availability', () => {
  it('answers the windows held over the days asked, whole, earliest first, and nothing of who', async () => {
    const car = await newCar();
    await book(car, 10, '10:00', until(13, '10:00'));
    // Begun before the days asked and reaching into them.
    await book(car, 8, '20:00', until(10, '06:00'));
    await book(car, 14, '09:00', 2);
    const cancelled = await book(car, 15, '09:00', 2);
    const expired = await book(car, 16, '09:00', 2);
    await ctx.db
      .update(carBookings)
      .set({ status: 'cancelled' })
      .where(eq(carBookings.id, cancelled.bookingId));
    await ctx.db
      .update(carBookings)
      .set({ status: 'expired' })
      .where(eq(carBookings.id, expired.bookingId));
    // Picked up at 00:00 on the first day after the days asked: outside them.
    await book(car, 17, '00:00', 2);

    const response = await availability(car.id, `?from=${day(9)}&days=8`);
    expect(response.statusCode, response.body).toBe(200);
    const taken = ZCarAvailability.parse(response.json());
    expect(taken).toEqual([
      {
        pickupDate: day(8),
        pickupTime: '20:00',
        returnDate: day(10),
        returnTime: '06:00',
        pickupAt: `${day(8)}T19:00:00.000Z`,
        returnAt: `${day(10)}T05:00:00.000Z`,
      },
      expect.objectContaining({ pickupDate: day(10), returnDate: day(13), returnTime: '10:00' }),
      expect.objectContaining({ pickupDate: day(14), pickupTime: '09:00', returnTime: '11:00' }),
    ]);
    for (const window of response.json() as object[]) {
      expect(Object.keys(window).sort()).toEqual([
        'pickupAt',
        'pickupDate',
        'pickupTime',
        'returnAt',
        'returnDate',
        'returnTime',
      ]);
    }
  });

  it('reads 14 days from today when not told, and an empty list for a free car', async () => {
    const car = await newCar();
    await book(car, 13, '22:00', 3);
    await book(car, 14, '02:00', 2);
    const taken = (await availability(car.id)).json();
    expect(taken.map((w: { pickupDate: string }) => w.pickupDate)).toEqual([day(13)]);
    expect((await availability((await newCar()).id, `?from=${day(0)}`)).json()).toEqual([]);
  });

  it('refuses days outside 1 to 31 and a day before today; 404 for no such car', async () => {
    const car = await newCar();
    for (const [query, field, message] of [
      ['?days=0', 'days', 'days must be a whole number from 1 to 31'],
      ['?days=32', 'days', 'days must be a whole number from 1 to 31'],
      [`?from=${day(-1)}`, 'from', 'from cannot be before today'],
      ['?from=2027-02-30', 'from', 'from must be a real date written YYYY-MM-DD'],
    ] as const) {
      const response = await availability(car.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual({ [field]: message });
    }
    expect((await availability(car.id, '?days=31')).statusCode).toBe(200);
    const ghost = await availability('00000000-0000-4000-8000-000000000000');
    expect(ghost.statusCode).toBe(404);
    await ctx.db.update(cars).set({ deletedAt: new Date() }).where(eq(cars.id, car.id));
    expect((await availability(car.id)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/cars/allcars with a pickup window', () => {
  /** The ids the listing answers for the window, among `mine`. */
  async function freeAmong(mine: Car[], window: string): Promise<string[]> {
    const response = await ctx.app.inject({ url: `/api/v1/cars/allcars?${window}` });
    expect(response.statusCode, response.body).toBe(200);
    const ids = new Set(mine.map((car) => car.id));
    return (response.json() as { carId: string }[])
      .map((car) => car.carId)
      .filter((id) => ids.has(id));
  }

  it('answers only the cars free for all of the window, by hours or by a return date', async () => {
    const [hired, free] = [await newCar(), await newCar()];
    await book(hired, 40, '10:00', until(43, '10:00'));
    const both = [hired, free];
    const inside = `pickupDate=${day(41)}&pickupTime=12:00&hours=2`;
    expect(await freeAmong(both, inside)).toEqual([free.id]);
    const across = `pickupDate=${day(38)}&pickupTime=10:00&returnDate=${day(45)}&returnTime=10:00`;
    expect(await freeAmong(both, across)).toEqual([free.id]);
    const touching = `pickupDate=${day(43)}&pickupTime=10:00&hours=4`;
    expect(await freeAmong(both, touching)).toEqual([hired.id, free.id]);
    expect(await freeAmong(both, '')).toEqual([hired.id, free.id]);
  });

  it('answers afresh once a hire takes a car the kept answer showed free', async () => {
    const car = await newCar();
    const window = `pickupDate=${day(50)}&pickupTime=09:00&hours=3`;
    expect(await freeAmong([car], window)).toEqual([car.id]);
    await book(car, 50, '10:00', 1);
    expect(await freeAmong([car], window)).toEqual([]);
  });

  it('refuses half a window, naming what is missing, and a pickup day gone', async () => {
    for (const [query, fields] of [
      [`pickupDate=${day(5)}`, { pickupTime: 'Pickup time is required' }],
      [`pickupDate=${day(5)}&pickupTime=10:00`, { hours: 'Hours required' }],
      ['hours=3', { pickupDate: 'Pickup date is required', pickupTime: 'Pickup time is required' }],
      [
        `pickupDate=${day(-1)}&pickupTime=10:00&hours=2`,
        { pickupDate: 'Pickup date must be in the future' },
      ],
      [
        `pickupDate=${day(5)}&pickupTime=10:00&returnDate=${day(36)}&returnTime=11:00`,
        { returnDate: 'A hire can be at most 30 days' },
      ],
    ] as const) {
      const response = await ctx.app.inject({ url: `/api/v1/cars/allcars?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual(fields);
    }
    const blank = await ctx.app.inject({
      url: '/api/v1/cars/allcars?pickupDate=&pickupTime=&hours=',
    });
    expect(blank.statusCode).toBe(200);
  });
});
