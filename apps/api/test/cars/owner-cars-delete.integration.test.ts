import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCar } from '@waka/shared/cars/car';
import { ZOwnerCarBookingList } from '@waka/shared/cars/car-lists';
import { carBookings, cars } from '../../src/db/schema/cars';
import { createCar } from '../../src/db/seed/factories';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx, owner, call } from '../support/owners-app';
import { register, editValues, bookedHire } from './owner-cars-fixtures';

/*
 * Deleting a car (docs/product.md#deleting): refused while a hire is
 * upcoming or under way, even one booked at the same moment; otherwise hidden
 * everywhere, its bookings kept.
 */

useOwnersApp();

describe('DELETE /api/v1/cars/{carId} (owner)', () => {
  it('refuses, naming the count, while the car has upcoming bookings, and keeps it listed', async () => {
    const car = await createCar(ctx.db, owner.userId, {
      make: 'Honda',
      model: 'Accord',
      licensePlate: 'BUSY-001',
    });
    for (const day of [3, 5]) {
      expect(
        (await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(day), 2))).statusCode,
      ).toBe(201);
    }
    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'CAR_HAS_UPCOMING_BOOKINGS',
      message:
        'Honda Accord (BUSY-001) has 2 upcoming bookings, so it cannot be deleted. Past bookings are always kept.',
    });
    expect((await call('GET', `/cars/${car.id}`)).statusCode).toBe(200);
  });

  it('counts a hire under way (picked up, not yet returned) as upcoming', async () => {
    const car = await createCar(ctx.db, owner.userId);
    await bookedHire(car.id, new Date(Date.now() - 3_600_000), 3);
    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('has 1 upcoming booking,');
  });

  it('never lets a booking made at the same moment slip past a delete', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const car = await createCar(ctx.db, owner.userId);
      const [deleted, booked] = await Promise.all([
        call('DELETE', `/cars/${car.id}`, owner),
        postCarBooking(ctx.app, carBookingRequest(car, pickupOn(4), 2)),
      ]);
      expect(
        [
          [409, 201],
          [204, 404],
        ],
        booked.body,
      ).toContainEqual([deleted.statusCode, booked.statusCode]);
    }
  });

  it('deletes a car with only past (and cancelled) bookings, hides it everywhere, and keeps those bookings', async () => {
    const car = await createCar(ctx.db, owner.userId, { model: 'Faded Ride' });
    const past = await bookedHire(car.id, new Date(Date.now() - 5 * 86_400_000), 4);
    await bookedHire(car.id, new Date(Date.now() + 5 * 86_400_000), 2, 'cancelled');

    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await ctx.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const ids = (body: { carId: string }[]) => body.map((c) => c.carId);
    expect(ids((await call('GET', '/cars/allcars')).json())).not.toContain(car.id);
    expect((await call('GET', `/cars/${car.id}`)).statusCode).toBe(404);
    expect(ids((await call('GET', '/cars/owner', owner)).json())).not.toContain(car.id);
    expect((await call('DELETE', `/cars/${car.id}`, owner)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/cars/${car.id}`, owner, editValues(ZCar.parse(await register(owner)))))
        .statusCode,
    ).toBe(404);
    const late = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(9), 2));
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('Car was not found');

    expect(
      await ctx.db.select().from(carBookings).where(eq(carBookings.carId, car.id)),
    ).toHaveLength(2);
    const history = ZOwnerCarBookingList.parse(
      (await call('GET', '/carbooking/owner', owner)).json(),
    );
    expect(history.find((b) => b.bookingId === past.id)).toMatchObject({
      model: 'Faded Ride',
      hours: 4,
      totalPrice: 20_000,
    });
  });
});
