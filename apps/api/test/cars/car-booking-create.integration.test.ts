import { describe, expect, it } from 'vitest';
import { lagosToday } from '@waka/shared/dates';
import { ZCarBooking } from '@waka/shared/cars/car-booking';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { lagosWallClock } from '@waka/shared/dates';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx, customer } from '../support/owners-app';
import { newCar, bookingsOf } from './car-booking-fixtures';

/*
 * Booking a car by the hour: the reference, the Lagos window and the
 * server's total; the account link; and each refusal with its words
 * (docs/product.md#pricing, docs/product.md#dates).
 */

useOwnersApp();

describe('POST /api/v1/carbooking/book', () => {
  it('books a car by the hour: 201 with the reference, the Lagos window and the server’s total', async () => {
    const car = await newCar({
      make: 'Lexus',
      model: 'RX 350',
      year: 2022,
      licensePlate: 'LEX-350-AB',
    });
    const pickup = pickupOn(6, '10:00');
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickup, 3, { specialRequests: 'Child seat, please' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = ZCarBooking.parse(response.json());
    expect(booking).toMatchObject({
      carId: car.id,
      carName: 'Lexus RX 350 2022',
      licensePlate: 'LEX-350-AB',
      pickupDate: pickup.pickupDate,
      pickupTime: '10:00',
      returnDate: pickup.pickupDate,
      returnTime: '13:00',
      hours: 3,
      hourlyRate: 4_500.5,
      totalPrice: 13_501.5,
      fullName: 'Musa Danjuma',
      specialRequests: 'Child seat, please',
      status: 'confirmed',
    });
    expect(booking.reference).toMatch(/^WC-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await bookingsOf(car.id);
    expect(row).toMatchObject({
      id: booking.bookingId,
      totalPriceKobo: 1_350_150,
      hours: 3,
      userId: null,
    });
    // 10:00 in Lagos (UTC+1) is 09:00 UTC.
    expect(row!.pickupAt.toISOString()).toBe(`${pickup.pickupDate}T09:00:00.000Z`);
    expect(row!.returnAt.toISOString()).toBe(`${pickup.pickupDate}T12:00:00.000Z`);
  });

  it('links the booking to the account when a customer is signed in', async () => {
    const car = await newCar();
    const response = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(6), 1), {
      cookie: customer.cookie,
    });
    expect(response.statusCode).toBe(201);
    expect((await bookingsOf(car.id))[0]!.userId).toBe(customer.userId);
  });

  it('refuses a changed totalPrice (409, “Prices have changed…”) and stores nothing', async () => {
    const car = await newCar();
    for (const totalPrice of [13_501.49, 13_500, 0]) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, pickupOn(7), 3, { totalPrice }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'PRICE_CHANGED',
        message: 'Prices have changed; please review your selection',
      });
    }
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('refuses 0 and 25 hours, and part hours, with the spec’s words', async () => {
    const car = await newCar();
    const cases: [unknown, string][] = [
      [0, 'Minimum 1 hour'],
      [25, 'Maximum 24 hours'],
      [1.5, 'Hours must be a whole number'],
      ['', 'Hours required'],
    ];
    for (const [hours, message] of cases) {
      const response = await postCarBooking(ctx.app, {
        ...carBookingRequest(car, pickupOn(7), 1),
        hours,
      });
      expect(response.statusCode, String(hours)).toBe(400);
      expect(response.json().fields.hours).toBe(message);
    }
    expect(
      (await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(8), 24))).statusCode,
    ).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('refuses a pickup in the past on a Lagos clock: an earlier day, or an hour already gone today', async () => {
    const car = await newCar();
    const yesterday = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(-1, '23:00'), 2),
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().fields).toEqual({ pickupDate: 'Pickup date must be in the future' });

    // This hour's o'clock is already gone (unless it is exactly hh:00:00.000).
    const now = lagosWallClock(new Date());
    const thisHour = `${now.time.slice(0, 2)}:00`;
    const earlierToday = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: lagosToday(), pickupTime: thisHour }, 2),
    );
    expect(earlierToday.statusCode).toBe(400);
    expect(earlierToday.json().fields).toEqual({ pickupTime: 'Pickup time must be in the future' });

    const later = lagosInstant(lagosToday(), thisHour).getTime() + 2 * 3_600_000;
    const laterClock = lagosWallClock(new Date(later));
    const soon = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: laterClock.date, pickupTime: laterClock.time }, 1),
    );
    expect(soon.statusCode, soon.body).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  const messageCases: [field: string, value: unknown, message: string][] = [
    ['pickupDate', undefined, 'Pickup date is required'],
    ['pickupDate', '', 'Pickup date is required'],
    ['pickupDate', '2027-02-30', 'Use a real date written YYYY-MM-DD'],
    ['pickupTime', undefined, 'Pickup time is required'],
    ['pickupTime', '10:30', 'Choose a whole hour from 00:00 to 23:00'],
    ['pickupTime', '24:00', 'Choose a whole hour from 00:00 to 23:00'],
    ['hours', undefined, 'Hours required'],
    ['fullName', ' ', 'Full name is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', '0803-123-4567', 'Must be only digits'],
    ['phone', '080312345', 'Must be at least 10 digits'],
    ['email', '', 'Email is required'],
    ['email', 'musa@', 'Invalid email address'],
    ['specialRequests', 'x'.repeat(201), 'Maximum 200 characters'],
    ['carId', 'not-a-car', 'carId must be a car id'],
  ];

  it.each(messageCases)(
    'refuses %s = %j with 400 and the words "%s"',
    async (field, value, message) => {
      const car = await newCar();
      const body: Record<string, unknown> = {
        ...carBookingRequest(car, pickupOn(7), 2),
        [field]: value,
      };
      if (value === undefined) delete body[field];
      const response = await postCarBooking(ctx.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field], response.body).toBe(message);
      expect(await bookingsOf(car.id)).toEqual([]);
    },
  );

  it('takes exactly 200 characters of special requests', async () => {
    const car = await newCar();
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(7), 2, { specialRequests: 'y'.repeat(200) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for a car that does not exist', async () => {
    const ghost = { id: '00000000-0000-4000-8000-000000000000', hourlyRateKobo: 100_000 };
    const response = await postCarBooking(ctx.app, carBookingRequest(ghost, pickupOn(7), 2));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Car was not found');
  });
});
