import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { TNoShowAnswer } from '@waka/shared/bookings/booking-lists';
import { noShowTerms } from '@waka/shared/cancellation/cancellation-policy';
import { lagosToday } from '@waka/shared/dates';
import { koboToNaira } from '@waka/shared/money';
import { PAYMENT_CHANGE_MESSAGES } from '@waka/shared/payments/payment-change-messages';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { noShowEmail } from '../../lib/cancellation/cancellation-emails';
import { noShowFacts } from '../../lib/cancellation/cancellation-facts';
import { tellGuest } from '../../lib/holds/expire-holds';
import { bookingMadeAt } from '../../lib/holds/hold-expiry-repository';
import { paymentFacts } from '../../lib/payments/payment-facts';
import { refundOnline } from '../../lib/payments/refund-online';
import { closeAsNoShow, findBookingOwner, lockBookingThenRooms } from './no-show-repository';

/** Why the rest of a no-show's online payment goes back: one refund per payment and reason. */
export const NO_SHOW_REFUND_REASON = 'no show';

/**
 * The hotel's owner marks a guest who never came (docs/product.md#cancellation):
 * from the check-in day (Lagos) to the check-out day, on a booking still held.
 * The first night of each room line is kept (never more than was paid) and
 * stays the guest's; the nights after it are freed for others at once, and
 * the rest of what was paid goes back: through Paystack when it was paid
 * online (docs/decisions/0023-cancellation-and-changes.md), by the hotel
 * otherwise. Marking it again answers the same, releasing nothing more.
 */
export async function markNoShow(
  db: Database,
  owner: TSessionUser,
  bookingId: string,
  options: { publicUrl: string; today?: string },
): Promise<TNoShowAnswer> {
  const today = options.today ?? lagosToday();
  return db.transaction(async (tx) => {
    const found = await findBookingOwner(tx, bookingId);
    if (!found || found.ownerId !== owner.id) throw notFound('Booking');
    const locked = await lockBookingThenRooms(tx, bookingId);
    if (!locked) throw notFound('Booking');
    const { booking, lines } = locked;
    const { paymentStatus } = paymentFacts(booking);
    const marked = noShowFacts(booking);
    if (marked) return { status: 'no show', nightsReleased: 0, paymentStatus, ...marked };
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
    const money = noShowTerms(lines, booking.paidKobo);
    const nightsReleased = await closeAsNoShow(tx, bookingId, booking.checkInDate, money);
    const online = await refundOnline(
      tx,
      'room',
      bookingId,
      money.refundKobo,
      NO_SHOW_REFUND_REASON,
    );
    if (booking.paidKobo > 0) {
      const mail = noShowEmail(
        {
          kind: 'room',
          reference: booking.reference,
          email: booking.email,
          guestName: `${booking.firstName} ${booking.lastName}`,
          place: found.hotelName,
          when: `Check-in: ${booking.checkInDate}   Check-out: ${booking.checkOutDate}`,
          owner: { email: found.ownerEmail, name: found.ownerName },
          paidKobo: booking.paidKobo,
          ...money,
          refundOnline: online > 0,
          paymentMethod: booking.paymentMethod,
        },
        options.publicUrl,
      );
      await tellGuest(tx, mail, bookingMadeAt(bookingId));
    }
    return {
      status: 'no show',
      nightsReleased,
      paymentStatus,
      keptAmount: koboToNaira(money.keptKobo),
      refundAmount: koboToNaira(money.refundKobo),
    };
  });
}
