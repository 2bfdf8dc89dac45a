import type { TSessionUser } from '@waka/shared/accounts/accounts';
import {
  CAR_PAGE_SIZE,
  type TOwnerCarBookingsQuery,
  type TOwnerCarBooking,
} from '@waka/shared/cars/car-lists';
import { pageOf } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import { toOwnerCarBooking } from './car-booking-mapper';
import { findOwnerCarBookings } from './car-booking-repository';

/** View Car Bookings (docs/product.md#completed-features): the bookings of the owner's own cars only (docs/product.md#roles). */
export async function listOwnerCarBookings(
  db: Database,
  owner: TSessionUser,
  query: TOwnerCarBookingsQuery,
): Promise<{ bookings: TOwnerCarBooking[]; total: number }> {
  const { rows, total } = await findOwnerCarBookings(db, owner.id, pageOf(query, CAR_PAGE_SIZE));
  const trails = await moneyTrails(
    db,
    'car',
    rows.map((row) => row.booking.id),
  );
  return {
    bookings: rows.map((row) =>
      toOwnerCarBooking(row.booking, row.car, trails.get(row.booking.id)),
    ),
    total,
  };
}
