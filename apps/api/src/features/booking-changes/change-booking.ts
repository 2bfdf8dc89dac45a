import type { TSessionUser } from '@waka/shared/accounts/accounts';
import {
  ZChangeBookingRequest,
  type TBookingChange,
} from '@waka/shared/cancellation/change-booking';
import { CANCELLATION_MESSAGES } from '@waka/shared/cancellation/cancellation';
import { roomCancellationTerms } from '@waka/shared/cancellation/cancellation-policy';
import { addDays, nightsBetween } from '@waka/shared/dates';
import { koboToNaira } from '@waka/shared/money';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, invalidInput, notFound } from '../../lib/app-error';
import { toBooking } from '../../lib/bookings/booking-mapper';
import { expireDueRoomHolds, tellGuest } from '../../lib/holds/expire-holds';
import { bookingMadeAt } from '../../lib/holds/hold-expiry-repository';
import { runIdempotent } from '../../lib/idempotency/run-idempotent';
import { checkSelection } from '../../lib/ledger/check-selection';
import {
  heldOnBusiestNight,
  holdRoomNights,
  lockRoomTypes,
  releaseRoomNights,
} from '../../lib/ledger/room-ledger';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import { changeEmails } from './change-emails';
import { changeMoney } from './change-money';
import {
  clockInstant,
  findStay,
  linesOf,
  lockBooking,
  rewriteStay,
  type FoundStay,
} from './change-repository';
import type { StayWords } from './change-types';

export type ChangeBookingRequest = z.output<typeof ZChangeBookingRequest>;
export type ChangeOptions = {
  idempotencyKey?: string;
  user?: TSessionUser;
  /** The instant the free-cancellation deadline is read at: the app's clock. */
  now: Date;
  publicUrl: string;
};

const tooLate = () => new AppError(409, 'CHANGE_TOO_LATE', CANCELLATION_MESSAGES.changeTooLate);

const isGuest = (found: FoundStay, email: string | undefined, user: TSessionUser | undefined) =>
  (user !== undefined && found.booking.userId === user.id) ||
  (email !== undefined && email.trim().toLowerCase() === found.booking.email.toLowerCase());

/** Free to change while cancelling would be free (docs/decisions/0023-cancellation-and-changes.md). */
function mayStillChange(found: FoundStay, now: Date) {
  const terms = roomCancellationTerms(
    {
      checkInDate: found.booking.checkInDate,
      checkInTime: found.hotel.checkInTime,
      lines: found.lines,
      paidKobo: found.booking.paidKobo,
    },
    now,
  );
  return found.booking.status === 'confirmed' && terms.free;
}

const wordsOf = (found: FoundStay): StayWords => ({
  checkInDate: found.booking.checkInDate,
  checkOutDate: found.booking.checkOutDate,
  nights: found.booking.nights,
  lines: found.lines,
  totalKobo: found.booking.totalAmountKobo,
});

/**
 * Changes a stay's dates or rooms at the same hotel
 * (docs/decisions/0023-cancellation-and-changes.md) for its guest (email) or
 * customer (session), until the free-cancellation deadline. One transaction:
 * the booking is locked, then the old and the new room types in id order;
 * its nights are released and the new selection is checked exactly as a new
 * booking is, then held; its lines, dates and total are rewritten. Anything
 * refused rolls it all back, so the old nights stay held. A cheaper change of
 * a paid booking refunds the difference; a dearer one leaves it owed.
 */
export async function changeBooking(
  db: Database,
  reference: string,
  request: ChangeBookingRequest,
  options: ChangeOptions,
) {
  const { user } = options;
  const asked = { reference, request, by: user?.id };
  return runIdempotent<TBookingChange>(
    db,
    { scope: 'change-booking', key: options.idempotencyKey, request: asked, statusCode: 200 },
    async (tx) => {
      const found = await findStay(tx, reference);
      if (!found || !isGuest(found, request.email, user)) throw notFound('Booking');
      if (!mayStillChange(found, options.now)) throw tooLate();
      const nights = nightsBetween(request.checkInDate, request.checkOutDate);
      if (request.nights !== nights) {
        const words = `${request.checkInDate} to ${request.checkOutDate} is ${nights} nights`;
        throw invalidInput({ nights: words });
      }

      // The lock order (lib/ledger/room-ledger.ts): the booking, then the room
      // types of its lines as they stand under that lock and of the new selection.
      await lockBooking(tx, found.booking.id);
      const current = await linesOf(tx, found.booking.id);
      const newIds = request.rooms.map((r) => r.roomId);
      const lockedIds = [...new Set([...current.map((l) => l.roomId), ...newIds])];
      const locked = await lockRoomTypes(tx, lockedIds);
      // A hold past its time must not refuse this change while it waits for a sweep.
      await expireDueRoomHolds(tx, lockedIds, options.publicUrl);
      // Read again: a due hold of its own has just expired, and may no longer change.
      const booking = await lockBooking(tx, found.booking.id);
      const before = { ...found, booking, lines: current };
      if (!mayStillChange(before, options.now)) throw tooLate();

      await releaseRoomNights(tx, booking.id);
      const offered = new Map(
        locked
          .filter((room) => room.hotelId === booking.hotelId && room.deletedAt === null)
          .map((room) => [room.id, room]),
      );
      const stay = { checkIn: request.checkInDate, checkOut: request.checkOutDate };
      const held = await heldOnBusiestNight(tx, newIds, stay);
      const priced = checkSelection(request.rooms, request.totalAmount, nights, offered, held);
      await holdRoomNights(
        tx,
        booking.id,
        priced.lines,
        Array.from({ length: nights }, (_, i) => addDays(stay.checkIn, i)),
      );

      const money = await changeMoney(tx, booking, priced.totalKobo, () => clockInstant(tx));
      await rewriteStay(
        tx,
        booking,
        {
          checkInDate: stay.checkIn,
          checkOutDate: stay.checkOut,
          nights,
          totalAmountKobo: priced.totalKobo,
        },
        money.write,
        priced.lines,
      );

      const after = (await findStay(tx, reference))!;
      const [toGuest, toOwner] = changeEmails(
        {
          reference,
          email: booking.email,
          guestName: `${booking.firstName} ${booking.lastName}`,
          hotelName: found.hotel.hotelName,
          owner: found.owner,
          before: wordsOf(before),
          after: wordsOf(after),
          money: money.facts,
        },
        options.publicUrl,
      );
      await tellGuest(tx, toGuest, bookingMadeAt(booking.id));
      await enqueueMail(tx, [toOwner]);

      const trails = await moneyTrails(tx, 'room', [booking.id]);
      return {
        booking: toBooking(after.booking, after.hotel, after.lines, trails.get(booking.id)),
        previousTotal: koboToNaira(booking.totalAmountKobo),
        priceDifference: koboToNaira(money.facts.differenceKobo),
        refundAmount: koboToNaira(money.facts.refundKobo),
        amountOwed: koboToNaira(money.facts.owedKobo),
      };
    },
  );
}
