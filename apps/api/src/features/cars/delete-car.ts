import { CAR_MESSAGES } from '@waka/shared/cars/register-car';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { countUpcomingCarBookings, lockOwnedCar, retireCar } from './owner-car-repository';

/**
 * Deletes the owner's own car (docs/product.md#deleting): refused while a booking that is not
 * cancelled has not ended yet; otherwise the car is retired (soft-deleted,
 * as hotels are in decision 0004) so past bookings keep their car. Under the
 * lock bookings take on the car row, a booking made now is counted or refused.
 */
export async function deleteCar(
  db: Database,
  owner: TSessionUser,
  carId: string,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const car = await lockOwnedCar(tx, owner.id, carId);
    if (!car) throw notFound('Car');
    const upcoming = await countUpcomingCarBookings(tx, carId, now);
    if (upcoming > 0) {
      const name = `${car.make} ${car.model} (${car.licensePlate})`;
      throw new AppError(
        409,
        'CAR_HAS_UPCOMING_BOOKINGS',
        CAR_MESSAGES.hasUpcomingBookings(name, upcoming),
      );
    }
    await retireCar(tx, carId);
  });
}
