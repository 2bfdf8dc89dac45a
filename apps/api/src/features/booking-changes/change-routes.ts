import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingReferenceParams } from '@waka/shared/bookings/create-booking';
import { ZBookingChange, ZChangeBookingRequest } from '@waka/shared/cancellation/change-booking';
import { sessionUser } from '../../lib/auth/session-user';
import { errorResponses } from '../../lib/error-responses';
import { ZIdempotencyHeaders } from '../../lib/idempotency/idempotency-headers';
import { changeBooking } from './change-booking';

/**
 * Changing a stay's dates or rooms (docs/decisions/0023-cancellation-and-changes.md):
 * its guest (email) or customer (session), until the free-cancellation
 * deadline; anyone else is answered 404.
 */
export const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:reference/change',
    {
      config: { limited: true },
      schema: {
        tags: ['bookings'],
        summary:
          'Change the dates or rooms of a stay at the same hotel, priced again by the server, until the free-cancellation deadline: answers the booking and the difference refunded or owed',
        params: ZBookingReferenceParams,
        headers: ZIdempotencyHeaders,
        body: ZChangeBookingRequest,
        response: { 200: ZBookingChange, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const { answer, replayed } = await changeBooking(
        app.db,
        request.params.reference,
        request.body,
        {
          idempotencyKey: request.headers['idempotency-key'],
          user,
          now: app.now(),
          publicUrl: app.publicUrl,
        },
      );
      app.mailer.kick();
      app.refundRequester.kick();
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );
};
