import {
  CAR_BOOKING_MESSAGES,
  type CreateCarBookingValues,
  type TCarBooking,
} from '@waka/shared/cars/car-booking';
import { describeWindow, pickupWindow, priceHireKobo } from '@waka/shared/cars/pickup-window';
import { nairaToKobo } from '@waka/shared/money';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { expireDueCarHolds } from '../../lib/holds/expire-holds';
import { runIdempotent } from '../../lib/idempotency/run-idempotent';
import { withinMailAllowance, type AllowanceLog } from '../../lib/mail/mail-allowance';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { carBookingEmails } from './car-booking-emails';
import { toCarBooking } from './car-booking-mapper';
import { newCarBookingReference } from './car-booking-reference';
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
 * Books a car by the hour: under a lock on the car, refuses a window that
 * overlaps another booking of it (docs/product.md#availability); prices from the
 * stored hourly rate (docs/product.md#pricing); gives a reference
 * (docs/product.md#booking-references); holds it unpaid for `holdMinutes`
 * (docs/product.md#payment); answers a repeated Idempotency-Key with
 * the first answer (docs/product.md#idempotency); queues the two emails in the
 * same transaction (docs/product.md#email), the customer's only within the
 * address's daily allowance (docs/decisions/0016). The pickup not being in the
 * past (Lagos time) is checked by the shared schema.
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
      const found = await lockListedCarWithOwner(tx, request.carId);
      if (!found) throw notFound('Car');
      const { car } = found;

      const totalPriceKobo = priceHireKobo(car.hourlyRateKobo, request.hours);
      if (nairaToKobo(request.totalPrice) !== totalPriceKobo) {
        throw new AppError(409, 'PRICE_CHANGED', CAR_BOOKING_MESSAGES.pricesChanged);
      }

      const window = pickupWindow(request.pickupDate, request.pickupTime, request.hours);
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
        userId: options.userId ?? null,
        ...window,
        hours: request.hours,
        fullName: request.fullName,
        phone: request.phone,
        email: request.email,
        specialRequests: request.specialRequests,
        totalPriceKobo,
        // A late cancellation keeps at most a day at the rate of the day it was hired.
        dailyRateKobo: car.dailyRateKobo,
        holdExpiresAt: minutesFromNow(options.holdMinutes),
      });
      const booking = toCarBooking(saved, car);
      const mails = carBookingEmails(booking, { email: found.ownerEmail, name: found.ownerName });
      await enqueueMail(tx, await withinMailAllowance(tx, mails, options.log));
      return booking;
    },
  );
}
