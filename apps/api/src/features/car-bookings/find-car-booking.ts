import type { TCarBooking } from '@waka/shared/cars/car-booking';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import { toCarBooking } from './car-booking-mapper';
import { findCarBookingByReference } from './car-booking-repository';

/**
 * A car hire by its reference, for whoever holds the email it was made with
 * (docs/product.md#find-booking); a wrong email is the same 404 as no such
 * hire, so the answer tells nothing about who hired.
 */
export async function findGuestCarBooking(
  db: Database,
  reference: string,
  email: string,
): Promise<TCarBooking> {
  const found = await findCarBookingByReference(db, reference);
  if (!found || found.booking.email.toLowerCase() !== email.trim().toLowerCase())
    throw notFound('Car booking');
  const trails = await moneyTrails(db, 'car', [found.booking.id]);
  return toCarBooking(found.booking, found.car, trails.get(found.booking.id));
}
