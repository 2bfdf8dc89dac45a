import { addDays, nightsBetween } from '@waka/shared/dates';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { ZCreateBookingRequest } from '@waka/shared/bookings/create-booking';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { newBookingReference } from '../../lib/booking-reference';
import { expireDueRoomHolds } from '../../lib/holds/expire-holds';
import { accountForBooking } from '../../lib/accounts/account-for-booking';
import { runIdempotent } from '../../lib/idempotency/run-idempotent';
import { rememberPhone } from '../../lib/profile/remember-phone';
import { withinMailAllowance, type AllowanceLog } from '../../lib/mail/mail-allowance';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { bookingEmails } from './booking-emails';
import { toBooking } from '../../lib/bookings/booking-mapper';
import { checkSelection } from '../../lib/ledger/check-selection';
import { heldOnBusiestNight, lockHotelRooms } from '../../lib/ledger/room-ledger';
import {
  findHotelWithOwner,
  insertBooking,
  minutesFromNow,
  referenceExists,
} from './booking-repository';

export type CreateBookingRequest = z.output<typeof ZCreateBookingRequest>;
export type CreateBookingOptions = {
  idempotencyKey?: string;
  userId?: string | null;
  publicUrl: string;
  /** How long the new booking is held unpaid (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  log?: AllowanceLog;
};

/**
 * Books rooms at one hotel: checks availability for every night under a lock
 * (docs/product.md#availability), prices from stored prices
 * (docs/product.md#pricing), gives a reference
 * (docs/product.md#booking-references), holds it unpaid for `holdMinutes`
 * (docs/product.md#payment), answers a repeated Idempotency-Key
 * with the first answer (docs/product.md#idempotency), and queues the two
 * emails in the same transaction (docs/product.md#email), the guest's only
 * within the address's daily allowance (docs/decisions/0016). A guest's
 * booking made with a verified account's address goes to that account
 * (docs/decisions/0025); a signed-in booker's phone is saved on their profile
 * if it has none (docs/decisions/0026).
 */
export async function createBooking(
  db: Database,
  request: CreateBookingRequest,
  options: CreateBookingOptions,
) {
  return runIdempotent<TBooking>(
    db,
    { scope: 'booking', key: options.idempotencyKey, request, statusCode: 201 },
    async (tx) => {
      // First, before any row lock: verifying an address takes the same lock (docs/decisions/0025).
      const userId = await accountForBooking(tx, request.customer.email, options.userId);
      const found = await findHotelWithOwner(tx, request.hotelId);
      if (!found) throw notFound('Hotel');
      const stay = { checkIn: request.checkInDate, checkOut: request.checkOutDate };
      const nights = nightsBetween(stay.checkIn, stay.checkOut);
      if (request.nights !== nights) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          `nights: ${stay.checkIn} to ${stay.checkOut} is ${nights} nights`,
          {
            nights: `${stay.checkIn} to ${stay.checkOut} is ${nights} nights`,
          },
        );
      }

      const roomIds = request.rooms.map((r) => r.roomId);
      const locked = new Map(
        (await lockHotelRooms(tx, request.hotelId, roomIds)).map((r) => [r.id, r]),
      );
      // A hold past its time must not refuse this booking while it waits for a sweep.
      await expireDueRoomHolds(tx, [...locked.keys()], options.publicUrl);
      const held = await heldOnBusiestNight(tx, roomIds, stay);
      const priced = checkSelection(request.rooms, request.totalAmount, nights, locked, held);

      let reference = newBookingReference();
      while (await referenceExists(tx, reference)) reference = newBookingReference();

      const { customer } = request;
      const saved = await insertBooking(
        tx,
        {
          reference,
          hotelId: request.hotelId,
          userId,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          specialRequests: customer.specialRequests,
          checkInDate: stay.checkIn,
          checkOutDate: stay.checkOut,
          nights,
          totalAmountKobo: priced.totalKobo,
          holdExpiresAt: minutesFromNow(options.holdMinutes),
        },
        priced.lines,
        Array.from({ length: nights }, (_, i) => addDays(stay.checkIn, i)),
      );
      if (options.userId) await rememberPhone(tx, options.userId, customer.phone);
      const booking = toBooking(saved.booking, found.hotel, saved.lines);
      const mails = bookingEmails(
        booking,
        { email: found.ownerEmail, name: found.ownerName },
        options.publicUrl,
      );
      await enqueueMail(tx, await withinMailAllowance(tx, mails, options.log));
      return booking;
    },
  );
}
