import { describe, expect, it } from 'vitest';
import { addDays } from '@waka/shared/dates';
import { carBookingRequest, pickupOn, postCarBooking, type HireLength } from './car-requests';
import { useOwnersApp, ctx } from '../support/owners-app';
import { newCar, bookingsOf } from './car-booking-fixtures';

/*
 * One car, one hire at a time, over hires of many days
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): the overlap
 * check sees a hire picked up up to the longest hire allowed before, not
 * only 24 hours, and windows that only touch both stand.
 */

useOwnersApp();

type Car = Awaited<ReturnType<typeof newCar>>;

const book = (car: Car, fromToday: number, time: string, length: HireLength) =>
  postCarBooking(ctx.app, carBookingRequest(car, pickupOn(fromToday, time), length));

/** Until `time` on the day `days` after `fromToday`. */
const returning = (fromToday: number, days: number, time: string) => ({
  returnDate: addDays(pickupOn(fromToday).pickupDate, days),
  returnTime: time,
});

describe('hires of many days do not overlap', () => {
  it('refuses a 2-hour hire in the middle of a 3-day hire, and one reaching into it', async () => {
    const car = await newCar();
    expect((await book(car, 20, '10:00', returning(20, 3, '10:00'))).statusCode).toBe(201);
    const middle = await book(car, 21, '14:00', 2);
    expect(middle.statusCode).toBe(409);
    expect(middle.json()).toMatchObject({ error: 'CAR_ALREADY_BOOKED' });
    expect(middle.json().message).toContain('from 10:00 on ');
    expect((await book(car, 19, '09:00', returning(19, 1, '11:00'))).statusCode).toBe(409);
    expect((await book(car, 22, '22:00', returning(22, 2, '09:00'))).statusCode).toBe(409);
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('lets windows that only touch a 3-day hire stand, on both sides', async () => {
    const car = await newCar();
    expect((await book(car, 30, '10:00', returning(30, 3, '10:00'))).statusCode).toBe(201);
    // Back at 10:00 on the pickup day, and picked up at 10:00 on the return day.
    expect((await book(car, 29, '10:00', returning(29, 1, '10:00'))).statusCode).toBe(201);
    expect((await book(car, 33, '10:00', 5)).statusCode).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(3);
  });

  it('sees a 30-day hire from its last day, 29 days after its pickup', async () => {
    const car = await newCar();
    expect((await book(car, 40, '08:00', returning(40, 30, '08:00'))).statusCode).toBe(201);
    expect((await book(car, 69, '20:00', 3)).statusCode).toBe(409);
    expect((await book(car, 70, '08:00', 3)).statusCode).toBe(201);
  });
});
