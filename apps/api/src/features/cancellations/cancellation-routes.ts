import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingReferenceParams } from '@waka/shared/bookings/create-booking';
import {
  ZCancellation,
  ZCancellationQuote,
  ZCancellationQuoteQuery,
  ZCancelRequest,
} from '@waka/shared/cancellation/cancellation';
import { ZCarBookingReferenceParams } from '@waka/shared/cars/car-booking';
import { sessionUser } from '../../lib/auth/session-user';
import { errorResponses } from '../../lib/error-responses';
import { ZIdempotencyHeaders } from '../../lib/idempotency/idempotency-headers';
import { cancelBooking } from './cancel-booking';
import { quoteCancellation } from './cancellation-quote';

/**
 * Cancelling a stay (WK-…) or a car hire (WC-…) and the quote before it
 * (docs/decisions/0023-cancellation-and-changes.md). Open to the guest with
 * the booking's email, or a session: its customer, or the owner of its hotel
 * or car; anyone else is answered 404.
 */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = [
    { kind: 'room', base: '/bookings', params: ZBookingReferenceParams, what: 'a stay' },
    { kind: 'car', base: '/carbooking', params: ZCarBookingReferenceParams, what: 'a car hire' },
  ] as const;

  for (const { kind, base, params, what } of places) {
    const tags = [kind === 'car' ? 'cars' : 'bookings'];
    app.post(
      `${base}/:reference/cancel`,
      {
        config: { limited: true },
        schema: {
          tags,
          summary: `Cancel ${what}: its guest (email) or customer under the policy until ${kind === 'car' ? 'pickup' : 'check-in'}; its owner, with a reason, refunding everything paid. Cancelling again answers the same`,
          params,
          headers: ZIdempotencyHeaders,
          body: ZCancelRequest,
          response: { 200: ZCancellation, ...errorResponses(400, 404, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const user = await sessionUser(request);
        const { answer, replayed } = await cancelBooking(
          app.db,
          kind,
          request.params.reference,
          { email: request.body.email, reason: request.body.reason, user },
          {
            idempotencyKey: request.headers['idempotency-key'],
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

    app.get(
      `${base}/:reference/cancellation-quote`,
      {
        schema: {
          tags,
          summary: `What cancelling ${what} now would keep and refund, for its guest (email), customer or owner`,
          params,
          querystring: ZCancellationQuoteQuery,
          response: { 200: ZCancellationQuote, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const user = await sessionUser(request);
        return quoteCancellation(
          app.db,
          kind,
          request.params.reference,
          { email: request.query.email, user },
          app.now(),
        );
      },
    );
  }
};
