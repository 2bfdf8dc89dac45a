import {
  CAR_BOOKING_MESSAGES,
  type CreateCarBookingValues,
  type TCarBooking,
} from '@waka/shared/cars/car-booking';
import { describeWindow } from '@waka/shared/cars/pickup-window';
import type { Database } from '../../db/database';
import { accountForBooking } from '../../lib/accounts/account-for-booking';
import { AppError, notFound } from '../../lib/app-error';
import { expireDueCarHolds } from '../../lib/holds/expire-holds';
import { runIdempotent } from '../../lib/idempotency/run-idempotent';
import { rememberPhone } from '../../lib/profile/remember-phone';
import { withinMailAllowance, type AllowanceLog } from '../../lib/mail/mail-allowance';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { carBookingEmails } from './car-booking-emails';
import { toCarBooking } from './car-booking-mapper';
import { newCarBookingReference } from './car-booking-reference';
import { priceCarHire } from './price-car-hire';
import {
  carReferenceExists,
  findOverlappingBooking,
  insertCarBooking,
  lockListedCarWithOwner,
  minutesFromNow,
} from './car-booking-repository';

export type CreateCarBookingOptions = {
  idempotencyKey?: string;
  userId?: string | null;
  /** Where links in the mail point. */
  publicUrl: string;
  /** How long the new hire is held unpaid (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  log?: AllowanceLog;
};

/**
 * Hires a car for 1 hour to 30 days: under a lock on the car, refuses a window
 * that overlaps another booking of it (docs/product.md#availability); prices it
 * from the stored rates, by weeks, days and hours (price-car-hire.ts,
 * docs/decisions/0024-car-hire-by-the-hour-day-and-week.md); gives a reference
 * (docs/product.md#booking-references); holds it unpaid for `holdMinutes`
 * (docs/product.md#payment); answers a repeated Idempotency-Key with
 * the first answer (docs/product.md#idempotency); queues the two emails in the
 * same transaction (docs/product.md#email), the customer's only within the
 * address's daily allowance (docs/decisions/0016); saves a signed-in booker's
 * phone on their profile if it has none (docs/decisions/0026). The pickup not
 * being in the past (Lagos time) is checked by the shared schema. A guest's
 * hire made with a verified account's address goes to that account
 * (docs/decisions/0025).
 */
export async function createCarBooking(
  db: Database,
  request: CreateCarBookingValues,
  options: CreateCarBookingOptions,
) {
  return runIdempotent<TCarBooking>(
    db,
    { scope: 'car-booking', key: options.idempotencyKey, request, statusCode: 201 },
    async (tx) => {
      // First, before any row lock: verifying an address takes the same lock (docs/decisions/0025).
      const userId = await accountForBooking(tx, request.email, options.userId);
      const found = await lockListedCarWithOwner(tx, request.carId);
      if (!found) throw notFound('Car');
      const { car } = found;

      const { hours, window, escort, price } = priceCarHire(car, request);
      // A hold past its time must not refuse this hire while it waits for a sweep.
      await expireDueCarHolds(tx, car.id, options.publicUrl);
      const taken = await findOverlappingBooking(tx, car.id, window);
      if (taken)
        throw new AppError(
          409,
          'CAR_ALREADY_BOOKED',
          CAR_BOOKING_MESSAGES.alreadyBooked(describeWindow(taken)),
        );

      let reference = newCarBookingReference();
      while (await carReferenceExists(tx, reference)) reference = newCarBookingReference();

      const saved = await insertCarBooking(tx, {
        reference,
        carId: car.id,
        userId,
        ...window,
        hours,
        escort,
        hourlyRateKobo: car.hourlyRateKobo,
        priceLines: price.lines,
        fullName: request.fullName,
        phone: request.phone,
        email: request.email,
        specialRequests: request.specialRequests,
        totalPriceKobo: price.totalKobo,
        // A late cancellation keeps at most a day at the rate of the day it was hired.
        dailyRateKobo: car.dailyRateKobo,
        holdExpiresAt: minutesFromNow(options.holdMinutes),
      });
      if (options.userId) await rememberPhone(tx, options.userId, request.phone);
      const booking = toCarBooking(saved, car);
      const owner = { email: found.ownerEmail, name: found.ownerName };
      const mails = carBookingEmails(booking, owner, options.publicUrl);
      await enqueueMail(tx, await withinMailAllowance(tx, mails, options.log));
      return booking;
    },
  );
}
