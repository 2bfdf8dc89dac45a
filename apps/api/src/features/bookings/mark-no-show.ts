import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { TNoShowAnswer } from '@waka/shared/bookings/booking-lists';
import { lagosToday } from '@waka/shared/dates';
import { PAYMENT_CHANGE_MESSAGES } from '@waka/shared/payments/payment-change-messages';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { paymentFacts } from '../../lib/payments/payment-facts';
import {
  closeAsNoShow,
  findBookingOwnerAndRooms,
  lockRoomsThenBooking,
} from './no-show-repository';

/**
 * The hotel's owner marks a guest who never came (docs/product.md#cancellation):
 * from the check-in day (Lagos) to the check-out day, on a booking still held.
 * The first night stays the guest's; the nights after it are freed for others
 * at once. Its payment is left as it is: refunding the rest of a paid stay
 * comes with cancellations. Marking it again answers the same.
 */
export async function markNoShow(
  db: Database,
  owner: TSessionUser,
  bookingId: string,
  today: string = lagosToday(),
): Promise<TNoShowAnswer> {
  return db.transaction(async (tx) => {
    const found = await findBookingOwnerAndRooms(tx, bookingId);
    if (!found || found.ownerId !== owner.id) throw notFound('Booking');
    const booking = await lockRoomsThenBooking(tx, found.roomIds, bookingId);
    if (!booking) throw notFound('Booking');
    const { paymentStatus } = paymentFacts(booking);
    if (booking.status === 'no show')
      return { status: 'no show', nightsReleased: 0, paymentStatus };
    if (booking.status !== 'confirmed')
      throw new AppError(409, 'NOT_HELD', PAYMENT_CHANGE_MESSAGES.noShowNotHeld);
    if (today < booking.checkInDate)
      throw new AppError(
        409,
        'TOO_EARLY',
        PAYMENT_CHANGE_MESSAGES.noShowTooEarly(booking.checkInDate),
      );
    if (today > booking.checkOutDate)
      throw new AppError(
        409,
        'TOO_LATE',
        PAYMENT_CHANGE_MESSAGES.noShowTooLate(booking.checkOutDate),
      );
    const nightsReleased = await closeAsNoShow(tx, bookingId, booking.checkInDate);
    return { status: 'no show', nightsReleased, paymentStatus };
  });
}
