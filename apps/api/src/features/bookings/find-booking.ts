import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import { toBooking } from '../../lib/bookings/booking-mapper';
import { findBookingByReference } from './booking-repository';

/**
 * A booking by its reference, for the guest who made it: the email must match
 * (any case), and a mismatch looks exactly like an unknown reference
 * (docs/product.md#booking-references).
 */
export async function findGuestBooking(
  db: Database,
  reference: string,
  email: string,
): Promise<TBooking> {
  const found = await findBookingByReference(db, reference);
  if (!found || found.booking.email.toLowerCase() !== email.trim().toLowerCase())
    throw notFound('Booking');
  const trails = await moneyTrails(db, 'room', [found.booking.id]);
  return toBooking(found.booking, found.hotel, found.lines, trails.get(found.booking.id));
}
