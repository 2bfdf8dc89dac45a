import { z } from 'zod';
import { ZCancellationFacts } from '../cancellation/cancellation';
import { ZPaymentFacts } from '../payments/payments';
import { ZPersonName } from '../people/person-name';
import { PHONE_MESSAGES, ZPhoneNumber } from '../people/phone-number';
import { HOLD_MESSAGES, holdLimits } from '../hold-limits';
import { STAY_MESSAGES, ZIsoDate, checkStayDates } from '../stay-dates';

/** The booking dialog's words (docs/product.md#validation, #messages; #pricing). */
export const BOOKING_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  ...PHONE_MESSAGES,
  specialRequestsTooLong: 'Maximum 500 characters',
  roomsRequired: 'Select at least one room',
  failed: 'Failed to process booking. Please try again.',
  pricesChanged: 'Prices have changed; please review your selection',
} as const;

export const ZBookingCustomer = z.object({
  firstName: ZPersonName('First name', {
    requiredMessage: BOOKING_MESSAGES.firstNameRequired,
    max: 80,
  }),
  lastName: ZPersonName('Last name', {
    requiredMessage: BOOKING_MESSAGES.lastNameRequired,
    max: 80,
  }),
  email: z
    .string({ error: BOOKING_MESSAGES.emailRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.emailRequired)
    .max(254, BOOKING_MESSAGES.emailInvalid)
    .pipe(z.email(BOOKING_MESSAGES.emailInvalid)),
  phone: ZPhoneNumber,
  checkInDate: ZIsoDate(STAY_MESSAGES.checkInRequired),
  checkOutDate: ZIsoDate(STAY_MESSAGES.checkOutRequired),
  specialRequests: z
    .string()
    .trim()
    .max(500, BOOKING_MESSAGES.specialRequestsTooLong)
    .optional()
    .default(''),
});

/**
 * The booking dialog's form (docs/product.md#validation): the guest plus the stay rules, so a
 * past check-in or a check-out not after it is shown on touch, not only by the server.
 */
export const ZBookingGuestForm = ZBookingCustomer.superRefine((guest, ctx) =>
  checkStayDates({ checkIn: guest.checkInDate, checkOut: guest.checkOutDate }, ctx, {
    checkIn: 'checkInDate',
    checkOut: 'checkOutDate',
  }),
);

export const ZBookingRoomRequest = z.object({
  roomId: z.uuid({ error: 'roomId must be a room id' }),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    // Read as the request is checked, not when the module loads: the bound is configurable (hold-limits).
    .superRefine((quantity, ctx) => {
      const most = holdLimits().maxUnitsPerRoomType;
      if (quantity > most)
        ctx.addIssue({ code: 'custom', message: HOLD_MESSAGES.unitsPerRoomType(most) });
    }),
  price: z.number({ error: 'Price must be a number' }).min(0).max(100_000_000),
  roomType: z.string().max(120),
});

/**
 * POST /api/v1/bookings — the spec's booking request (docs/product.md#data). The server prices
 * it again (docs/product.md#pricing): `price`, `totalAmount` and `nights` are checked, not trusted.
 */
export const ZCreateBookingRequest = z
  .object({
    customer: ZBookingCustomer,
    hotelId: z.uuid({ error: 'hotelId must be a hotel id' }),
    rooms: z
      .array(ZBookingRoomRequest, { error: BOOKING_MESSAGES.roomsRequired })
      .min(1, BOOKING_MESSAGES.roomsRequired)
      .refine(
        (rooms) => new Set(rooms.map((r) => r.roomId)).size === rooms.length,
        'Each room type appears once',
      )
      .superRefine((rooms, ctx) => {
        const most = holdLimits().maxRoomsPerBooking;
        // Every line holds at least one unit, so too many lines is too many rooms as well.
        const units = rooms.reduce(
          (sum, line) => sum + (Number.isFinite(line.quantity) ? Math.max(1, line.quantity) : 1),
          0,
        );
        if (units > most)
          ctx.addIssue({ code: 'custom', message: HOLD_MESSAGES.roomsPerBooking(most) });
      }),
    totalAmount: z.number({ error: 'totalAmount must be a number' }).min(0).max(10_000_000_000),
    checkInDate: ZIsoDate(STAY_MESSAGES.checkInRequired),
    checkOutDate: ZIsoDate(STAY_MESSAGES.checkOutRequired),
    nights: z
      .number({ error: 'nights must be a number' })
      .int()
      .min(1, STAY_MESSAGES.checkOutBeforeCheckIn)
      .max(365),
  })
  .superRefine((value, ctx) => {
    checkStayDates({ checkIn: value.checkInDate, checkOut: value.checkOutDate }, ctx, {
      checkIn: 'checkInDate',
      checkOut: 'checkOutDate',
    });
    if (
      value.customer.checkInDate !== value.checkInDate ||
      value.customer.checkOutDate !== value.checkOutDate
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'checkInDate'],
        message: 'The guest’s dates differ from the booking’s dates',
      });
    }
  })
  .meta({ id: 'CreateBookingRequest' });
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

export { PAYMENT_STATUSES } from '../payments/payments';

/**
 * A booking's life: held (`confirmed`), released unpaid (`expired`),
 * cancelled, or the guest never came (`no show`).
 */
export const BOOKING_STATUSES = ['confirmed', 'expired', 'cancelled', 'no show'] as const;

/** A booking as POST /bookings and GET /bookings/{reference} answer it. */
export const ZBooking = z
  .object({
    bookingId: z.uuid(),
    reference: z.string(),
    hotelId: z.uuid(),
    hotelName: z.string(),
    hotelAddress: z.string(),
    hotelContactNo: z.string(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    nights: z.number().int(),
    rooms: z.array(
      z.object({
        roomId: z.uuid(),
        roomType: z.string(),
        quantity: z.number().int(),
        price: z.number(),
        lineTotal: z.number(),
      }),
    ),
    totalAmount: z.number(),
    status: z.enum(BOOKING_STATUSES),
    ...ZPaymentFacts.shape,
    cancellation: ZCancellationFacts.nullable(),
    customer: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      specialRequests: z.string(),
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'Booking' });
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingLookupQuery = z.object({
  email: z
    .string({ error: BOOKING_MESSAGES.emailRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.emailRequired)
    .max(254),
});

export const ZBookingReferenceParams = z.object({
  reference: z.string().regex(/^WK-[0-9A-Z]{8}$/, 'Not a Waka booking reference'),
});

/** The cancellation policy (docs/product.md#cancellation), on the receipt and in the emails. */
export const CANCELLATION_POLICY =
  'Free cancellation until 48 hours before check-in. Late cancellation or no-show incurs a one-night charge.';
