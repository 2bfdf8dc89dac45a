import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBooking,
  ZBookingLookupQuery,
  ZBookingReferenceParams,
  ZCreateBookingRequest,
} from '@waka/shared/bookings/create-booking';
import {
  ZBookingIdParams,
  ZListedBookingList,
  ZNoShowAnswer,
  ZOwnerBookingPage,
  ZOwnerBookingsQuery,
  ZOwnerDashboard,
  ZOwnerDashboardSeries,
  ZUpdatePaymentStatusAnswer,
  ZUpdatePaymentStatusRequest,
} from '@waka/shared/bookings/booking-lists';
import { lagosToday } from '@waka/shared/dates';
import { sessionUser } from '../../lib/auth/session-user';
import { changePayment } from '../../lib/payments/change-payment';
import { errorResponses } from '../../lib/error-responses';
import { ZIdempotencyHeaders } from '../../lib/idempotency/idempotency-headers';
import {
  listMyBookings,
  listOwnerBookingPage,
  listOwnerBookings,
  ownerDashboard,
} from './list-bookings';
import { ownerDashboardSeries } from './dashboard-series';
import { renderReceiptPdf } from './booking-receipt-pdf';
import { createBooking } from './create-booking';
import { findGuestBooking } from './find-booking';
import { markNoShow } from './mark-no-show';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      config: { limited: true },
      schema: {
        tags: ['bookings'],
        summary: 'Book room types at one hotel; priced and checked for availability by the server',
        headers: ZIdempotencyHeaders,
        body: ZCreateBookingRequest,
        response: { 201: ZBooking, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const { answer, replayed } = await createBooking(app.db, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        userId: user?.id ?? null,
        publicUrl: app.publicUrl,
        holdMinutes: app.payments.holdMinutes,
        log: request.log,
      });
      if (!replayed) app.mailer.kick();
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/bookings/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: "The signed-in customer's own bookings",
        response: { 200: ZListedBookingList, ...errorResponses(401) },
      },
    },
    async (request) => listMyBookings(app.db, request.user!),
  );

  app.get(
    '/bookings',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "The 10 most recent bookings on the signed-in owner's hotels",
        response: { 200: ZListedBookingList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnerBookings(app.db, request.user!, 10),
  );

  app.get(
    '/bookings/allBookings',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "Every booking on the signed-in owner's hotels",
        response: { 200: ZListedBookingList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listOwnerBookings(app.db, request.user!),
  );

  // The spec's allBookings answers a bare list (docs/product.md#api); the
  // paged, filtered list is its own call.
  app.get(
    '/owner/bookings',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "A page of the bookings on the signed-in owner's hotels, newest made first, optionally filtered by hotel, payment status, stay dates and reference or guest name",
        querystring: ZOwnerBookingsQuery,
        response: { 200: ZOwnerBookingPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOwnerBookingPage(app.db, request.user!, request.query),
  );

  app.get(
    '/owner/dashboard',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary: "The signed-in owner's booking count, revenue and recent bookings",
        response: { 200: ZOwnerDashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) => ownerDashboard(app.db, request.user!),
  );

  app.get(
    '/owner/dashboard/series',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Revenue and occupancy of the signed-in owner's hotels a night, from 30 days before today in Lagos to 30 days after",
        response: { 200: ZOwnerDashboardSeries, ...errorResponses(401, 403) },
      },
    },
    async (request) => ownerDashboardSeries(app.db, request.user!),
  );

  app.put(
    '/bookings/status/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Its customer's 'paid' records a claim (awaiting confirmation) and tells the hotel; the hotel's owner confirms 'paid' (cash or transfer received) or sets 'not paid'",
        params: ZBookingIdParams,
        body: ZUpdatePaymentStatusRequest,
        response: { 200: ZUpdatePaymentStatusAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const answer = await changePayment(
        app.db,
        'room',
        request.user!,
        request.params.bookingId,
        request.body.paymentStatus,
        app.publicUrl,
      );
      app.mailer.kick();
      return answer;
    },
  );

  app.post(
    '/owner/bookings/:bookingId/no-show',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          'The guest never came: from the check-in day to the check-out day (Lagos), the booking closes, its nights after the first are freed, the first night of each room line is kept and the rest of what was paid goes back (through Paystack when paid online)',
        params: ZBookingIdParams,
        response: { 200: ZNoShowAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const answer = await markNoShow(app.db, request.user!, request.params.bookingId, {
        publicUrl: app.publicUrl,
        today: lagosToday(app.now()),
      });
      app.mailer.kick();
      app.refundRequester.kick();
      return answer;
    },
  );

  app.get(
    '/bookings/:reference',
    {
      schema: {
        tags: ['bookings'],
        summary: "A booking by its reference, for the guest's email",
        params: ZBookingReferenceParams,
        querystring: ZBookingLookupQuery,
        response: { 200: ZBooking, ...errorResponses(400, 404) },
      },
    },
    async (request) => findGuestBooking(app.db, request.params.reference, request.query.email),
  );

  app.get(
    '/bookings/:reference/receipt.pdf',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The booking receipt as a PDF',
        params: ZBookingReferenceParams,
        querystring: ZBookingLookupQuery,
      },
    },
    async (request, reply) => {
      const booking = await findGuestBooking(app.db, request.params.reference, request.query.email);
      const pdf = await renderReceiptPdf(booking, app.support);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="waka-receipt-${booking.reference}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
