import { z } from 'zod';
import { isIsoDate, lagosToday } from '../dates';
import { HOLD_MESSAGES, holdLimits, latestBookableDate } from '../hold-limits';
import { ZPersonName } from '../people/person-name';
import { PHONE_MESSAGES, ZPhoneNumber } from '../people/phone-number';
import { ZNumberFromInput } from '../hotels/listing-fields';
import { MAX_HIRE_HOURS, MIN_HIRE_HOURS, PICKUP_TIMES } from './car-options';
import { lagosInstant } from './pickup-window';
import { checkHireLength, ZReturnDate, ZReturnTime } from './hire-length';
import { ZHirePriceLine } from './hire-price-lines';
import { ZCancellationFacts } from '../cancellation/cancellation';
import { ZPaymentFacts } from '../payments/payments';

/** The rental request's words (docs/product.md#validation, #messages; #pricing). */
export const CAR_BOOKING_MESSAGES = {
  carIdRequired: 'carId must be a car id',
  pickupDateRequired: 'Pickup date is required',
  pickupDateInvalid: 'Use a real date written YYYY-MM-DD',
  pickupDateInFuture: 'Pickup date must be in the future',
  pickupTimeRequired: 'Pickup time is required',
  pickupTimeHourly: 'Choose a whole hour from 00:00 to 23:00',
  // The spec names no message for an hour already gone today; these are its words for the date.
  pickupTimeInFuture: 'Pickup time must be in the future',
  hoursRequired: 'Hours required',
  hoursWhole: 'Hours must be a whole number',
  hoursMin: 'Minimum 1 hour',
  hoursMax: 'Maximum 24 hours',
  fullNameRequired: 'Full name is required',
  ...PHONE_MESSAGES,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  specialRequestsTooLong: 'Maximum 200 characters',
  totalPriceRequired: 'totalPrice must be a number',
  escortUnavailable: 'This car has no driver-escort to hire',
  pricesChanged: 'Prices have changed; please review your selection',
  alreadyBooked: (window: string) =>
    `This car is already booked ${window}; please choose another time`,
  submitted: 'Booking submitted successfully!',
  failed: 'There was an error submitting your booking',
} as const;

export const ZPickupDate = z
  .string({ error: CAR_BOOKING_MESSAGES.pickupDateRequired })
  .min(1, { error: CAR_BOOKING_MESSAGES.pickupDateRequired, abort: true })
  .refine(isIsoDate, { error: CAR_BOOKING_MESSAGES.pickupDateInvalid, abort: true })
  // Read as the request is checked: the months ahead are configurable (hold-limits).
  .superRefine((pickupDate, ctx) => {
    const latest = latestBookableDate();
    if (pickupDate > latest) {
      ctx.addIssue({
        code: 'custom',
        message: HOLD_MESSAGES.tooFarAhead('Pickup date', holdLimits().maxMonthsAhead, latest),
      });
    }
  })
  .meta({
    description:
      'The pickup date in Lagos, YYYY-MM-DD, from today to the months ahead the server allows (18 unless configured)',
  });

export const ZPickupTime = z
  .string({ error: CAR_BOOKING_MESSAGES.pickupTimeRequired })
  .min(1, { error: CAR_BOOKING_MESSAGES.pickupTimeRequired, abort: true })
  .refine((time) => PICKUP_TIMES.includes(time), CAR_BOOKING_MESSAGES.pickupTimeHourly)
  .meta({ description: "A whole hour on a Lagos clock, '00:00' to '23:00'" });

export const ZHireHours = ZNumberFromInput(
  CAR_BOOKING_MESSAGES.hoursRequired,
  z
    .number()
    .int(CAR_BOOKING_MESSAGES.hoursWhole)
    .min(MIN_HIRE_HOURS, CAR_BOOKING_MESSAGES.hoursMin)
    .max(MAX_HIRE_HOURS, CAR_BOOKING_MESSAGES.hoursMax),
);

const customer = {
  fullName: ZPersonName('Full name', {
    requiredMessage: CAR_BOOKING_MESSAGES.fullNameRequired,
    max: 120,
  }),
  phone: ZPhoneNumber,
  email: z
    .string({ error: CAR_BOOKING_MESSAGES.emailRequired })
    .trim()
    .min(1, CAR_BOOKING_MESSAGES.emailRequired)
    .max(254, CAR_BOOKING_MESSAGES.emailInvalid)
    .pipe(z.email(CAR_BOOKING_MESSAGES.emailInvalid)),
  specialRequests: z
    .string()
    .trim()
    .max(200, CAR_BOOKING_MESSAGES.specialRequestsTooLong)
    .nullish()
    .transform((text) => text ?? ''),
};

/**
 * A pickup is not in the past on a Lagos clock (docs/product.md#dates): not before today, and
 * today not at an hour already gone. `now` is injectable for tests.
 */
export function checkPickupNotPast(
  value: { pickupDate: string; pickupTime: string },
  ctx: z.RefinementCtx,
  now: Date = new Date(),
): void {
  const { pickupDate, pickupTime } = value;
  // A date past the bound has its own message (ZPickupDate); year 9999's last hour has no instant to compare.
  if (!isIsoDate(pickupDate) || pickupDate > latestBookableDate(lagosToday(now))) return;
  if (pickupDate < lagosToday(now)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupDate'],
      message: CAR_BOOKING_MESSAGES.pickupDateInFuture,
    });
  } else if (PICKUP_TIMES.includes(pickupTime) && lagosInstant(pickupDate, pickupTime) <= now) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupTime'],
      message: CAR_BOOKING_MESSAGES.pickupTimeInFuture,
    });
  }
}

/**
 * How long, and with whom: `hours` (1 to 24) or a return date and time
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md), and whether a
 * driver-escort comes along.
 */
const hireLength = {
  hours: ZHireHours.optional(),
  returnDate: ZReturnDate.optional(),
  returnTime: ZReturnTime.optional(),
  escort: z
    .boolean({ error: 'escort must be true or false' })
    .optional()
    .meta({ description: "Hire the car's driver-escort too (its daily fee per started day)" }),
};

function checkHire(
  value: Parameters<typeof checkPickupNotPast>[0] & Parameters<typeof checkHireLength>[0],
  ctx: z.RefinementCtx,
) {
  checkPickupNotPast(value, ctx);
  checkHireLength(value, ctx);
}

/** The rental request form (docs/product.md#car-request, #validation) as the web holds it; the car and total come from the page. */
export const ZCarBookingForm = z
  .object({ pickupDate: ZPickupDate, pickupTime: ZPickupTime, ...hireLength, ...customer })
  .superRefine(checkHire);
export type TCarBookingForm = z.input<typeof ZCarBookingForm>;

/**
 * POST /api/v1/carbooking/book — the spec's car booking payload (docs/product.md#data), with
 * `returnDate` + `returnTime` accepted instead of `hours`. The server prices it again
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): a totalPrice other than the
 * cheapest cover by the car's rates is refused, never stored.
 */
export const ZCreateCarBookingRequest = z
  .object({
    carId: z.uuid({ error: CAR_BOOKING_MESSAGES.carIdRequired }),
    pickupDate: ZPickupDate,
    pickupTime: ZPickupTime,
    ...hireLength,
    ...customer,
    totalPrice: ZNumberFromInput(
      CAR_BOOKING_MESSAGES.totalPriceRequired,
      z.number().min(0).max(10_000_000_000),
    ).meta({
      description:
        'Naira the page showed: the sum of the price lines, 2 decimals; checked by the server',
    }),
  })
  .superRefine(checkHire)
  .meta({ id: 'CreateCarBookingRequest' });
export type TCreateCarBookingRequest = z.input<typeof ZCreateCarBookingRequest>;
export type CreateCarBookingValues = z.output<typeof ZCreateCarBookingRequest>;

/** A hire's life: held (`confirmed`), released unpaid (`expired`), or cancelled. */
export const CAR_BOOKING_STATUSES = ['confirmed', 'expired', 'cancelled'] as const;

/** A car booking as POST /carbooking/book answers it (201). */
export const ZCarBooking = z
  .object({
    bookingId: z.uuid(),
    reference: z.string().meta({ description: 'The Booking ID shown to people, e.g. WC-7F3K9QX2' }),
    carId: z.uuid(),
    carName: z.string().meta({ description: 'Make, model and year, e.g. Toyota Corolla 2021' }),
    licensePlate: z.string(),
    pickupAddress: z.string(),
    pickupDate: z.string().meta({ description: 'YYYY-MM-DD in Lagos' }),
    pickupTime: z.string().meta({ description: "'HH:00' in Lagos" }),
    returnDate: z
      .string()
      .meta({ description: 'YYYY-MM-DD in Lagos; the next day when the hire crosses midnight' }),
    returnTime: z.string(),
    hours: z.number().int().meta({ description: 'The hire’s length in hours, 1 to 720' }),
    hourlyRate: z.number().meta({ description: 'Naira an hour, as charged' }),
    escort: z.boolean().meta({ description: 'A driver-escort was hired with the car' }),
    priceLines: z.array(ZHirePriceLine),
    totalPrice: z.number().meta({ description: 'Naira: the sum of the price lines' }),
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    specialRequests: z.string(),
    status: z.enum(CAR_BOOKING_STATUSES),
    ...ZPaymentFacts.shape,
    cancellation: ZCancellationFacts.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CarBooking' });
export type TCarBooking = z.infer<typeof ZCarBooking>;

/** GET /api/v1/carbooking/{reference} and its pay-at-pickup call. */
export const ZCarBookingReferenceParams = z.object({
  reference: z.string().regex(/^WC-[0-9A-Z]{8}$/, 'Not a Waka car hire reference'),
});
