import { z } from 'zod';
import { ZWholeNumber } from '../paging';
import { isIsoDate } from '../dates';
import { latestBookableDate } from '../hold-limits';
import { ZCancellationFacts } from '../cancellation/cancellation';
import { PAYMENT_STATUSES, ZPaymentFacts, ZPaymentStatus } from '../payments/payments';
import { BOOKING_STATUSES } from './create-booking';

/**
 * What a no-show kept and gives back (docs/decisions/0023-cancellation-and-changes.md):
 * in the answer to marking it, and on the lists once it is one.
 */
export const ZNoShowFacts = z
  .object({
    keptAmount: z.number().meta({
      description: 'Naira kept: the first night of each room line, at most what was paid',
    }),
    refundAmount: z.number().meta({
      description:
        'Naira going back to the guest: the rest of what was paid (through Paystack when paid online)',
    }),
  })
  .meta({ id: 'NoShowFacts' });
export type TNoShowFacts = z.infer<typeof ZNoShowFacts>;

/** A booking as the lists show it (docs/product.md#data: "Hotel booking (as listed)"). */
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
    totalAmount: z.number().meta({ description: 'Naira, the whole stay' }),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    nights: z.number().int(),
    status: z.enum(BOOKING_STATUSES).meta({
      description:
        "The booking's life: 'confirmed' (held), 'expired' (released unpaid), 'cancelled', or 'no show'",
    }),
    ...ZPaymentFacts.shape,
    cancellation: ZCancellationFacts.nullable().meta({
      description:
        'Who cancelled, when, why, and the money kept and given back; null unless cancelled',
    }),
    noShow: ZNoShowFacts.nullable().meta({
      description: "What a no-show kept and gives back; null unless status is 'no show'",
    }),
    createdDate: z.string().meta({ description: 'When the booking was made, an ISO 8601 instant' }),
  })
  .meta({ id: 'ListedBooking' });
export type TListedBooking = z.infer<typeof ZListedBooking>;
export const ZListedBookingList = z.array(ZListedBooking);

/** PUT /api/v1/bookings/status/{bookingId} */
export const ZUpdatePaymentStatusRequest = z.object({
  paymentStatus: z.enum(['paid', 'not paid'], {
    error: "paymentStatus must be 'paid' or 'not paid'",
  }),
});
/**
 * What PUT /bookings/status answers: where the money now stands. A customer's
 * 'paid' is a claim (`awaiting confirmation`); only the owner's confirms it.
 */
export const ZUpdatePaymentStatusAnswer = z.object({ paymentStatus: ZPaymentStatus });
export const ZBookingIdParams = z.object({
  bookingId: z.uuid({ error: 'bookingId must be a booking id' }),
});

export const PAYMENT_MESSAGES = {
  confirm: 'Yes, Payment Made',
  decline: 'No, Not Yet',
  confirming: 'Confirming...',
  failed: 'Failed to confirm payment. Please try again.',
} as const;

/**
 * The same figures for the hires of the owner's cars, on the same rules
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md); the room
 * figures above leave them out, as they always have.
 */
export const ZOwnerCarHireTotals = z
  .object({
    totalBookings: z.number().int().meta({
      description:
        'Hires of the owner’s cars, cancelled ones and holds that expired unpaid excluded',
    }),
    totalRevenue: z.number().meta({
      description:
        'Naira the hires earned: what was paid, less what went back; a cancelled hire counts what it kept. Test payments are not counted',
    }),
    testPaymentsAmount: z.number().meta({
      description:
        'Naira of test payments (the test gateway or Paystack test keys: no money moved) left out of totalRevenue',
    }),
    unpaidAmount: z.number().meta({
      description:
        'Naira still owed on hires held and not paid: holds not yet expired, pay at pickup, and transfers awaiting the owner’s confirmation',
    }),
    unpaidBookings: z.number().int().meta({ description: 'How many hires unpaidAmount is over' }),
  })
  .meta({ id: 'OwnerCarHireTotals' });

/**
 * GET /api/v1/owner/dashboard (spec "Dashboard data": totalBookings, totalRevenue, bookings).
 * Revenue is money received; what guests still owe on live bookings is shown apart
 * (docs/product.md#payment).
 */
export const ZOwnerDashboard = z
  .object({
    totalBookings: z.number().int().meta({
      description:
        'The owner’s bookings, cancelled ones and holds that expired unpaid excluded (an expired hold was never a stay)',
    }),
    totalRevenue: z.number().meta({
      description:
        'Naira received: bookings whose payment is confirmed (paid online, or marked paid by the owner), cancelled and expired ones excluded; a no-show counts what was paid. Test payments are not counted',
    }),
    testPaymentsAmount: z.number().meta({
      description:
        'Naira of test payments (the test gateway or Paystack test keys: no money moved) left out of totalRevenue',
    }),
    unpaidAmount: z.number().meta({
      description:
        'Naira still owed on bookings held and not paid: holds not yet expired, pay at the hotel, and transfers awaiting the owner’s confirmation',
    }),
    unpaidBookings: z
      .number()
      .int()
      .meta({ description: 'How many bookings unpaidAmount is over' }),
    bookings: ZListedBookingList.meta({ description: 'The 10 most recent bookings' }),
    carHires: ZOwnerCarHireTotals,
  })
  .meta({ id: 'OwnerDashboard' });
export type TOwnerDashboard = z.infer<typeof ZOwnerDashboard>;

/** How many days either side of Lagos's today the dashboard series covers (docs/product.md#dates). */
export const DASHBOARD_SERIES_DAYS_EACH_SIDE = 30;

/** One night of the owner's hotels on GET /api/v1/owner/dashboard/series. */
export const ZOwnerDashboardDay = z
  .object({
    date: z
      .string()
      .meta({ description: 'The night, YYYY-MM-DD (the night of the 5th is the 5th to the 6th)' }),
    revenue: z.number().meta({
      description:
        'Naira received for the room-nights stayed that night: over the paid bookings’ room types active that night, price per night × units; cancelled bookings excluded, and the share of a booking test payments paid. Not the bookings made that day.',
    }),
    occupiedUnits: z.number().int().meta({
      description:
        'Room units booked for that night over all the owner’s hotels; a checkout day does not count',
    }),
    totalUnits: z.number().int().meta({
      description:
        'Units the owner offers: roomQuantity summed over active rooms (status on, not deleted) of hotels not deleted, as they are now',
    }),
    occupancy: z.number().min(0).max(1).meta({
      description: 'occupiedUnits / totalUnits, 3 decimals, capped at 1; 0 when totalUnits is 0',
    }),
    carHireRevenue: z.number().meta({
      description:
        'Naira the hires of the owner’s cars picked up that day (Lagos) earned: the paid ones’ totals and what cancelled ones kept, test payments excluded; not in revenue',
    }),
  })
  .meta({ id: 'OwnerDashboardDay' });
export type TOwnerDashboardDay = z.infer<typeof ZOwnerDashboardDay>;

/** GET /api/v1/owner/dashboard/series: 61 nights, oldest first, from 30 days before Lagos's today to 30 after. */
export const ZOwnerDashboardSeries = z.array(ZOwnerDashboardDay).meta({
  id: 'OwnerDashboardSeries',
  description:
    'One point a night, from 30 days before today in Lagos to 30 days after, oldest first',
});
export type TOwnerDashboardSeries = z.infer<typeof ZOwnerDashboardSeries>;

export const OWNER_BOOKINGS_PAGE_SIZE = 20;
export const OWNER_BOOKINGS_MAX_PAGE_SIZE = 100;

/**
 * The filters look back over past stays, so they reach further back than a
 * booking may, but not to year 1: before Waka there is nothing to find. Forward
 * they reach the last date a stay may (docs/decisions/0017-holds-and-dates-are-bounded.md).
 */
export const OWNER_BOOKINGS_EARLIEST_DATE = '2000-01-01';

export const OWNER_BOOKINGS_MESSAGES = {
  hotelId: 'hotelId must be a hotel id',
  paymentStatus:
    "paymentStatus must be one of 'paid', 'awaiting confirmation', 'pay at hotel', 'not paid' or 'expired'",
  date: (field: string) => `${field} must be a real date written YYYY-MM-DD`,
  dateRange: (field: string, latest: string) =>
    `${field} must be a date from ${OWNER_BOOKINGS_EARLIEST_DATE} to ${latest}`,
  toBeforeFrom: 'to must be on or after from',
  q: 'q must be a single piece of text',
  qTooLong: 'q must be 100 characters or less',
  page: 'page must be a whole number, 1 or more',
  pageSize: `pageSize must be a whole number from 1 to ${OWNER_BOOKINGS_MAX_PAGE_SIZE}`,
} as const;

/** A date on the query string: absent or empty means no bound. */
const ZOptionalDate = (field: 'from' | 'to') =>
  z
    .string({ error: OWNER_BOOKINGS_MESSAGES.date(field) })
    .optional()
    .refine((value) => !value || isIsoDate(value), {
      error: OWNER_BOOKINGS_MESSAGES.date(field),
      abort: true,
    })
    .superRefine((value, ctx) => {
      const latest = latestBookableDate();
      if (value && (value < OWNER_BOOKINGS_EARLIEST_DATE || value > latest)) {
        ctx.addIssue({ code: 'custom', message: OWNER_BOOKINGS_MESSAGES.dateRange(field, latest) });
      }
    })
    .transform((value) => value || undefined);

/**
 * GET /api/v1/owner/bookings — the owner's bookings, filtered and paged
 * (docs/product.md#owner-bookings). Every filter is optional and they combine with "and".
 */
export const ZOwnerBookingsQuery = z
  .object({
    hotelId: z
      .uuid({ error: OWNER_BOOKINGS_MESSAGES.hotelId })
      .optional()
      .meta({ description: 'One of the owner’s hotels' }),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, { error: OWNER_BOOKINGS_MESSAGES.paymentStatus })
      .optional(),
    from: ZOptionalDate('from').meta({
      description:
        'YYYY-MM-DD: only stays with a night on or after this date (checking out after it)',
    }),
    to: ZOptionalDate('to').meta({
      description: 'YYYY-MM-DD: only stays with a night on or before this date (checking in by it)',
    }),
    q: z
      .string({ error: OWNER_BOOKINGS_MESSAGES.q })
      .trim()
      .max(100, OWNER_BOOKINGS_MESSAGES.qTooLong)
      .optional()
      .transform((value) => value || undefined)
      .meta({
        description:
          'Any case, part of the booking reference or of the guest’s first, last or full name',
      }),
    page: ZWholeNumber(OWNER_BOOKINGS_MESSAGES.page)
      .default(1)
      .meta({ description: 'Which page, from 1' }),
    pageSize: ZWholeNumber(OWNER_BOOKINGS_MESSAGES.pageSize, OWNER_BOOKINGS_MAX_PAGE_SIZE)
      .default(OWNER_BOOKINGS_PAGE_SIZE)
      .meta({ description: `Bookings a page, 1 to ${OWNER_BOOKINGS_MAX_PAGE_SIZE}` }),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: OWNER_BOOKINGS_MESSAGES.toBeforeFrom });
    }
  });
export type TOwnerBookingsQuery = z.output<typeof ZOwnerBookingsQuery>;

/** A page of the owner's bookings, newest made first, with the count over every page. */
export const ZOwnerBookingPage = z
  .object({
    items: ZListedBookingList,
    total: z.number().int().meta({ description: 'Bookings matching the filters, over all pages' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OwnerBookingPage' });
export type TOwnerBookingPage = z.infer<typeof ZOwnerBookingPage>;

/** POST /api/v1/owner/bookings/{bookingId}/no-show: the guest never came. */
export const ZNoShowAnswer = z
  .object({
    status: z.literal('no show'),
    nightsReleased: z
      .number()
      .int()
      .meta({ description: 'Nights after the first, now free for others to book' }),
    paymentStatus: ZPaymentStatus,
    ...ZNoShowFacts.shape,
  })
  .meta({ id: 'NoShowAnswer' });
export type TNoShowAnswer = z.infer<typeof ZNoShowAnswer>;
