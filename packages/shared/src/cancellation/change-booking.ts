import { z } from 'zod';
import { ZBooking, ZCreateBookingRequest } from '../bookings/create-booking';
import { STAY_MESSAGES, ZIsoDate, checkStayDates } from '../stay-dates';

/*
 * Changing a stay's dates or rooms (docs/decisions/0023-cancellation-and-changes.md):
 * a new selection at the same hotel, checked and priced like a new booking.
 */

const booking = ZCreateBookingRequest.shape;

/**
 * POST /api/v1/bookings/{reference}/change. A guest sends their email; a
 * customer their session. `price`, `totalAmount` and `nights` are what the
 * guest saw; the server prices the selection again and refuses a difference.
 */
export const ZChangeBookingRequest = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Invalid email address')
      .pipe(z.email('Invalid email address'))
      .optional(),
    checkInDate: ZIsoDate(STAY_MESSAGES.checkInRequired),
    checkOutDate: ZIsoDate(STAY_MESSAGES.checkOutRequired),
    nights: booking.nights,
    rooms: booking.rooms,
    totalAmount: booking.totalAmount,
  })
  .superRefine((value, ctx) =>
    checkStayDates({ checkIn: value.checkInDate, checkOut: value.checkOutDate }, ctx, {
      checkIn: 'checkInDate',
      checkOut: 'checkOutDate',
    }),
  )
  .meta({ id: 'ChangeBookingRequest' });
export type TChangeBookingRequest = z.input<typeof ZChangeBookingRequest>;

/** The changed booking and what the change means for the money, in naira. */
export const ZBookingChange = z
  .object({
    booking: ZBooking,
    previousTotal: z.number().meta({ description: 'The total before the change' }),
    priceDifference: z
      .number()
      .meta({ description: 'New total less the previous total: negative when cheaper' }),
    refundAmount: z
      .number()
      .meta({ description: 'Naira of the online payment going back to the guest' }),
    amountOwed: z
      .number()
      .meta({ description: 'Naira still to pay, online or at the hotel: total less paid so far' }),
  })
  .meta({ id: 'BookingChange' });
export type TBookingChange = z.infer<typeof ZBookingChange>;
