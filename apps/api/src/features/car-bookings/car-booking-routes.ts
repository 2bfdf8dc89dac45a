import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingIdParams,
  ZUpdatePaymentStatusAnswer,
  ZUpdatePaymentStatusRequest,
} from '@waka/shared/bookings/booking-lists';
import { ZBookingLookupQuery } from '@waka/shared/bookings/create-booking';
import {
  ZCarBooking,
  ZCarBookingReferenceParams,
  ZCreateCarBookingRequest,
} from '@waka/shared/cars/car-booking';
import { ZOwnerCarBookingList, ZOwnerCarBookingsQuery } from '@waka/shared/cars/car-lists';
import { ZMyCarHireList } from '@waka/shared/cars/my-car-hires';
import { sessionUser } from '../../lib/auth/session-user';
import { changePayment } from '../../lib/payments/change-payment';
import { errorResponses } from '../../lib/error-responses';
import { ZIdempotencyHeaders } from '../../lib/idempotency/idempotency-headers';
import { renderCarHireReceiptPdf } from './car-hire-receipt-pdf';
import { createCarBooking } from './create-car-booking';
import { findGuestCarBooking } from './find-car-booking';
import { listMyCarHires } from './list-my-car-hires';
import { listOwnerCarBookings } from './list-owner-car-bookings';

export const carBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/carbooking/book',
    {
      config: { limited: true },
      schema: {
        tags: ['cars'],
        summary:
          'Hire a car for 1 to 24 hours, or until a return date and time (at most 30 days); priced by the server by weeks, days and hours, refused (409) when the window overlaps another booking of the car',
        headers: ZIdempotencyHeaders,
        body: ZCreateCarBookingRequest,
        response: { 201: ZCarBooking, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const { answer, replayed } = await createCarBooking(app.db, request.body, {
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
    '/carbooking/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cars'],
        summary:
          "The signed-in customer's own car hires, newest made first, each as its receipt tells it; their stays are GET /bookings/mine",
        response: { 200: ZMyCarHireList, ...errorResponses(401) },
      },
    },
    async (request) => listMyCarHires(app.db, request.user!),
  );

  app.get(
    '/carbooking/owner',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['owner'],
        summary:
          "Bookings of the signed-in owner's cars, newest made first; all, or one page with page/pageSize. The total is in the X-Total-Count header",
        querystring: ZOwnerCarBookingsQuery,
        response: { 200: ZOwnerCarBookingList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await listOwnerCarBookings(app.db, request.user!, request.query);
      return reply.header('x-total-count', String(total)).send(bookings);
    },
  );

  app.get(
    '/carbooking/:reference',
    {
      schema: {
        tags: ['cars'],
        summary:
          'A car hire by its reference, for the email it was made with; its payment facts included',
        params: ZCarBookingReferenceParams,
        querystring: ZBookingLookupQuery,
        response: { 200: ZCarBooking, ...errorResponses(400, 404) },
      },
    },
    async (request) => findGuestCarBooking(app.db, request.params.reference, request.query.email),
  );

  app.get(
    '/carbooking/:reference/receipt.pdf',
    {
      schema: {
        tags: ['cars'],
        summary: 'The car hire receipt as a PDF, for the email it was made with',
        params: ZCarBookingReferenceParams,
        querystring: ZBookingLookupQuery,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const hire = await findGuestCarBooking(app.db, reference, request.query.email);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="waka-car-hire-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderCarHireReceiptPdf(hire, app.support));
    },
  );

  app.put(
    '/carbooking/status/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cars'],
        summary:
          "Its customer's 'paid' records a claim (awaiting confirmation) and tells the car's owner; the owner confirms 'paid' (cash or transfer received) or sets 'not paid'",
        params: ZBookingIdParams,
        body: ZUpdatePaymentStatusRequest,
        response: { 200: ZUpdatePaymentStatusAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const answer = await changePayment(
        app.db,
        'car',
        request.user!,
        request.params.bookingId,
        request.body.paymentStatus,
        app.publicUrl,
      );
      app.mailer.kick();
      return answer;
    },
  );
};
