import { describe, expect, it } from 'vitest';
import { ZOwnerCarBookingList } from '@waka/shared/cars/car-lists';
import { createCar } from '../../src/db/seed/factories';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx, owner, rival } from '../support/owners-app';
import { ownerList } from './car-booking-fixtures';

/*
 * The owner's list of car bookings (docs/product.md#car-bookings): their own
 * cars' bookings only, newest made first.
 */

useOwnersApp();

describe('GET /api/v1/carbooking/owner', () => {
  it("lists bookings of the owner's own cars, newest made first, with car, customer, pickup, hours, total and when made", async () => {
    const car = await createCar(ctx.db, rival.userId, {
      make: 'Toyota',
      model: 'HiAce',
      licensePlate: 'VAN-001-ZZ',
      hourlyRateKobo: 1_200_000,
    });
    const made: string[] = [];
    for (const day of [20, 21, 22]) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, pickupOn(day, '07:00'), 5, {
          fullName: `Renter ${String.fromCharCode(64 + day)}`,
        }),
      );
      made.push(response.json().bookingId);
    }
    const response = await ownerList(rival);
    expect(response.statusCode).toBe(200);
    const rows = ZOwnerCarBookingList.parse(response.json());
    expect(rows.map((r) => r.bookingId)).toEqual([...made].reverse());
    expect(response.headers['x-total-count']).toBe('3');
    expect(rows[0]).toMatchObject({
      carId: car.id,
      make: 'Toyota',
      model: 'HiAce',
      licensePlate: 'VAN-001-ZZ',
      fullName: 'Renter V',
      pickupDate: pickupOn(22).pickupDate,
      pickupTime: '07:00',
      returnTime: '12:00',
      hours: 5,
      totalPrice: 60_000,
      status: 'confirmed',
    });
    expect(Date.parse(rows[0]!.createdDate)).not.toBeNaN();

    const page = await ownerList(rival, '?page=2&pageSize=2');
    expect(page.json().map((r: { bookingId: string }) => r.bookingId)).toEqual([made[0]]);
    expect(page.headers['x-total-count']).toBe('3');

    const others = ZOwnerCarBookingList.parse((await ownerList(owner)).json());
    expect(others.map((r) => r.carId)).not.toContain(car.id);
  });
});
