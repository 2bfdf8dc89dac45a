import { describe, expect, it } from 'vitest';
import { ZCarBooking, type TCarBooking } from '@waka/shared/cars/car-booking';
import { addDays } from '@waka/shared/dates';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx } from '../support/owners-app';
import { newCar, bookingsOf } from './car-booking-fixtures';

/*
 * Hires of 1 hour to 30 days, priced on the server by the cheapest cover of
 * weeks, days and hours (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 * The car of the ADR's worked examples: ₦3,500 an hour, ₦42,000 a day,
 * ₦250,000 a week, and a driver-escort at ₦10,000 a day.
 */

useOwnersApp();

const rates = {
  hourlyRateKobo: 350_000,
  dailyRateKobo: 4_200_000,
  weeklyRateKobo: 25_000_000,
  escortAvailable: true,
  escortPriceKobo: 1_000_000,
};
const exampleCar = () => newCar(rates);

/** A hire from 10:00 `fromToday` days ahead until `time` on the day `days` days later. */
function until(fromToday: number, days: number, time = '10:00') {
  const pickup = pickupOn(fromToday, '10:00');
  return { pickup, back: { returnDate: addDays(pickup.pickupDate, days), returnTime: time } };
}

async function hire(...args: Parameters<typeof carBookingRequest>) {
  const response = await postCarBooking(ctx.app, carBookingRequest(...args));
  expect(response.statusCode, response.body).toBe(201);
  return ZCarBooking.parse(response.json());
}

const line = (unit: string, count: number, unitPrice: number, words: string) => ({
  unit,
  count,
  unitPrice,
  amount: count * unitPrice,
  words,
});

describe('pricing a hire by weeks, days and hours', () => {
  it('prices 25 hours as a day and an hour (₦45,500), not 25 hours (₦87,500)', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(20, 1, '11:00');
    const booking = await hire(car, pickup, back);
    expect(booking).toMatchObject({
      returnDate: back.returnDate,
      returnTime: '11:00',
      hours: 25,
      hourlyRate: 3_500,
      escort: false,
      totalPrice: 45_500,
    });
    expect(booking.priceLines).toEqual([
      line('day', 1, 42_000, '1 day'),
      line('hour', 1, 3_500, '1 hour'),
    ]);
    const later = until(24, 1, '11:00');
    const refused = await postCarBooking(
      ctx.app,
      carBookingRequest(car, later.pickup, later.back, { totalPrice: 87_500 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('PRICE_CHANGED');
  });

  it('prices 3 days at the daily rate (₦126,000) and stores the lines it charged', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(30, 3);
    const booking = await hire(car, pickup, back);
    expect(booking).toMatchObject({ hours: 72, totalPrice: 126_000 });
    expect(booking.priceLines).toEqual([line('day', 3, 42_000, '3 days')]);
    const [row] = await bookingsOf(car.id);
    expect(row).toMatchObject({
      hours: 72,
      escort: false,
      hourlyRateKobo: 350_000,
      totalPriceKobo: 12_600_000,
      priceLines: [{ unit: 'day', count: 3, unitKobo: 4_200_000, amountKobo: 12_600_000 }],
    });
    expect(row!.returnAt.getTime() - row!.pickupAt.getTime()).toBe(72 * 3_600_000);
  });

  it('prices 8 days as a week and a day (₦292,000), cheaper than 8 days or 2 weeks', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(40, 8);
    const booking = await hire(car, pickup, back);
    expect(booking).toMatchObject({ hours: 192, totalPrice: 292_000 });
    expect(booking.priceLines).toEqual([
      line('week', 1, 250_000, '1 week'),
      line('day', 1, 42_000, '1 day'),
    ]);
  });

  it('charges the escort per started day: 3 days and 1 hour with the escort', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(50, 3, '11:00');
    const booking = await hire(car, pickup, back, { escort: true });
    expect(booking).toMatchObject({ hours: 73, escort: true, totalPrice: 169_500 });
    expect(booking.priceLines).toEqual([
      line('day', 3, 42_000, '3 days'),
      line('hour', 1, 3_500, '1 hour'),
      line('escort day', 4, 10_000, '4 days of driver-escort'),
    ]);
    expect((await bookingsOf(car.id))[0]!.escort).toBe(true);
  });

  it('refuses an escort the car does not offer, naming escort, and stores nothing', async () => {
    const car = await newCar({ ...rates, escortAvailable: false, escortPriceKobo: null });
    const { pickup, back } = until(55, 2);
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickup, back, { escort: true, totalPrice: 84_000 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { escort: 'This car has no driver-escort to hire' },
    });
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('keeps the hours flow: 24 hours cost a day when the day is cheaper', async () => {
    const car = await exampleCar();
    const booking = await hire(car, pickupOn(60, '08:00'), 24);
    expect(booking).toMatchObject({
      returnDate: addDays(pickupOn(60).pickupDate, 1),
      returnTime: '08:00',
      hours: 24,
      totalPrice: 42_000,
    });
    expect(booking.priceLines).toEqual([line('day', 1, 42_000, '1 day')]);
  });
});

describe('how long a hire may be', () => {
  it('takes a 30-day hire (4 weeks and 2 days, ₦1,084,000)', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(70, 30);
    const booking = await hire(car, pickup, back);
    expect(booking).toMatchObject({ hours: 720, totalPrice: 1_084_000 });
  });

  it('refuses 30 days and 1 hour, naming returnDate', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(110, 30, '11:00');
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickup, back, { totalPrice: 1_087_500 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ returnDate: 'A hire can be at most 30 days' });
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('refuses hours and a return date together, and a return before the pickup', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(115, 1);
    const both = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickup, back, { hours: 3, totalPrice: 10_500 }),
    );
    expect(both.json().fields).toEqual({
      hours: 'Send hours or a return date and time, not both',
    });
    const before = await postCarBooking(
      ctx.app,
      carBookingRequest(
        car,
        pickup,
        { returnDate: pickup.pickupDate, returnTime: '10:00' },
        {
          totalPrice: 0,
        },
      ),
    );
    expect(before.json().fields).toEqual({
      returnDate: 'Return must be at least 1 hour after pickup',
    });
  });
});

describe('GET /api/v1/carbooking/{reference}', () => {
  it('answers the hire as it was booked, lines and escort included; a wrong email is 404', async () => {
    const car = await exampleCar();
    const { pickup, back } = until(120, 3);
    const booked: TCarBooking = await hire(car, pickup, back, { escort: true });
    const found = await ctx.app.inject({
      url: `/api/v1/carbooking/${booked.reference}?email=${encodeURIComponent('MUSA.danjuma@example.ng')}`,
    });
    expect(found.statusCode).toBe(200);
    expect(ZCarBooking.parse(found.json())).toEqual(booked);
    const wrong = await ctx.app.inject({
      url: `/api/v1/carbooking/${booked.reference}?email=someone.else@example.ng`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'NOT_FOUND', message: 'Car booking was not found' });
  });
});
