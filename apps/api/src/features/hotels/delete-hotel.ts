import { lagosToday } from '@waka/shared/dates';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import {
  countUpcomingHotelBookings,
  lockHotelRoomTypes,
  lockOwnedHotel,
  retireHotel,
} from './owner-hotel-repository';

/**
 * Deletes the owner's own hotel (docs/product.md#deleting): refused while a booking that is not
 * cancelled checks out after Lagos's today; otherwise the hotel and its room
 * types are retired (soft-deleted, decision 0004) so past bookings keep
 * their hotel in every list. Under the room locks, a booking being made now
 * is either counted or refused.
 */
export async function deleteHotel(
  db: Database,
  owner: TSessionUser,
  hotelId: string,
  today = lagosToday(),
) {
  await db.transaction(async (tx) => {
    const hotel = await lockOwnedHotel(tx, owner.id, hotelId);
    if (!hotel) throw notFound('Hotel');
    await lockHotelRoomTypes(tx, hotelId);
    const upcoming = await countUpcomingHotelBookings(tx, hotelId, today);
    if (upcoming > 0) {
      throw new AppError(
        409,
        'HOTEL_HAS_UPCOMING_BOOKINGS',
        HOTEL_MESSAGES.hasUpcomingBookings(hotel.hotelName, upcoming),
      );
    }
    await retireHotel(tx, hotelId);
  });
}
