import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
import type { Database } from '../../db/database';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import { toCarBooking } from './car-booking-mapper';
import { findCustomerCarHires } from './car-booking-repository';

/**
 * The signed-in customer's own car hires (docs/product.md#roles), newest made
 * first, each as its receipt tells it: My Bookings lists them beside the
 * customer's stays.
 */
export async function listMyCarHires(db: Database, user: TSessionUser): Promise<TMyCarHire[]> {
  const rows = await findCustomerCarHires(db, user.id);
  const trails = await moneyTrails(
    db,
    'car',
    rows.map((row) => row.booking.id),
  );
  return rows.map(({ booking, car }) => ({
    ...toCarBooking(booking, car, trails.get(booking.id)),
    carImage: car.carImage,
  }));
}
