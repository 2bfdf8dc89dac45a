import { z } from 'zod';
import { PAYMENT_STATUSES } from './create-booking';

/** A booking as the lists show it (spec §3 "Hotel booking (as listed)"). */
export const ZListedBooking = z
  .object({
    bookingId: z.uuid(),
    reference: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    hotelId: z.uuid(),
    hotelName: z.string(),
    hotelAddress: z.string(),
    hotelContactNo: z.string(),
    roomType: z.string().meta({ description: 'The booked room types, joined with ", "' }),
    roomImage: z.string().nullable(),
    quantity: z.number().int().meta({ description: 'Units booked over all room types' }),
    totalAmount: z.number(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    nights: z.number().int(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    createdDate: z.string(),
  })
  .meta({ id: 'ListedBooking' });
export type TListedBooking = z.infer<typeof ZListedBooking>;
export const ZListedBookingList = z.array(ZListedBooking);

/** PUT /api/v1/bookings/status/{bookingId} */
export const ZUpdatePaymentStatusRequest = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "paymentStatus must be 'paid' or 'not paid'" }),
});
export const ZBookingIdParams = z.object({ bookingId: z.uuid({ error: 'bookingId must be a booking id' }) });

export const PAYMENT_MESSAGES = {
  confirm: 'Yes, Payment Made',
  decline: 'No, Not Yet',
  confirming: 'Confirming...',
  failed: 'Failed to confirm payment. Please try again.',
} as const;

/** GET /api/v1/owner/dashboard (spec "Dashboard data": totalBookings, totalRevenue, bookings). */
export const ZOwnerDashboard = z
  .object({
    totalBookings: z.number().int(),
    totalRevenue: z.number().meta({ description: 'Naira over the owner’s bookings, cancelled ones excluded' }),
    bookings: ZListedBookingList.meta({ description: 'The 10 most recent bookings' }),
  })
  .meta({ id: 'OwnerDashboard' });
export type TOwnerDashboard = z.infer<typeof ZOwnerDashboard>;
