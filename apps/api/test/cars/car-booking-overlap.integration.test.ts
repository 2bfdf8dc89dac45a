import { describe, expect, it } from 'vitest';
import { addDays } from '@waka/shared/dates';
import { dayFirst, lagosInstant } from '@waka/shared/cars/pickup-window';
import { insertCarBooking } from '../../src/features/car-bookings/car-booking-repository';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx } from '../support/owners-app';
import { newCar, bookingsOf } from './car-booking-fixtures';

/*
 * One car, one hire at a time (docs/product.md#availability,
 * docs/decisions/0006-car-hire-windows.md): an overlap is refused, back-to-back
 * windows and other cars are not, and a cancelled hire holds nothing.
 */

useOwnersApp();

describe('one car, one hire at a time', () => {
  it('refuses an overlapping window with 409 and words a traveller understands', async () => {
    const car = await newCar();
    const day = pickupOn(10).pickupDate;
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '10:00' }, 2),
        )
      ).statusCode,
    ).toBe(201);
    for (const [time, hours] of [
      ['10:00', 2],
      ['11:00', 1],
      ['09:00', 2],
      ['08:00', 5],
    ] as const) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, { pickupDate: day, pickupTime: time }, hours),
      );
      expect(response.statusCode, `${time} for ${hours}h`).toBe(409);
      expect(response.json()).toEqual({
        error: 'CAR_ALREADY_BOOKED',
        message: `This car is already booked from 10:00 to 12:00 on ${dayFirst(day)}; please choose another time`,
      });
    }
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('books back-to-back windows (10:00–12:00, then 12:00–14:00, and 08:00–10:00)', async () => {
    const car = await newCar();
    const day = pickupOn(11).pickupDate;
    for (const [time, hours] of [
      ['10:00', 2],
      ['12:00', 2],
      ['08:00', 2],
    ] as const) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, { pickupDate: day, pickupTime: time }, hours),
      );
      expect(response.statusCode, time).toBe(201);
    }
    expect(await bookingsOf(car.id)).toHaveLength(3);
  });

  it('sees a hire that crosses midnight (23:00 for 3 hours) on both days', async () => {
    const car = await newCar();
    const day = pickupOn(12).pickupDate;
    const next = addDays(day, 1);
    const late = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: day, pickupTime: '23:00' }, 3),
    );
    expect(late.json()).toMatchObject({
      pickupDate: day,
      pickupTime: '23:00',
      returnDate: next,
      returnTime: '02:00',
    });

    const earlyNext = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: next, pickupTime: '01:00' }, 2),
    );
    expect(earlyNext.statusCode).toBe(409);
    expect(earlyNext.json().message).toBe(
      `This car is already booked from 23:00 on ${dayFirst(day)} to 02:00 on ${dayFirst(next)}; please choose another time`,
    );
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '22:00' }, 2),
        )
      ).statusCode,
    ).toBe(409);
    // A whole day before reaches into it too.
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '00:00' }, 24),
        )
      ).statusCode,
    ).toBe(409);

    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: next, pickupTime: '02:00' }, 2),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '22:00' }, 1),
        )
      ).statusCode,
    ).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(3);
  });

  it('lets another car take the same window, and a cancelled booking hold nothing', async () => {
    const [car, other] = [await newCar(), await newCar()];
    const pickup = pickupOn(13, '15:00');
    const window = { pickupAt: lagosInstant(pickup.pickupDate, pickup.pickupTime) };
    await insertCarBooking(ctx.db, {
      reference: 'WC-CANCELD1',
      carId: car.id,
      pickupAt: window.pickupAt,
      returnAt: new Date(window.pickupAt.getTime() + 4 * 3_600_000),
      hours: 4,
      fullName: 'Changed Mind',
      phone: '08030000000',
      email: 'changed@example.ng',
      hourlyRateKobo: 450_050,
      priceLines: [{ unit: 'hour', count: 4, unitKobo: 450_050, amountKobo: 4 * 450_050 }],
      totalPriceKobo: 4 * 450_050,
      status: 'cancelled',
    });
    expect((await postCarBooking(ctx.app, carBookingRequest(car, pickup, 2))).statusCode).toBe(201);
    expect((await postCarBooking(ctx.app, carBookingRequest(other, pickup, 2))).statusCode).toBe(
      201,
    );
  });
});
