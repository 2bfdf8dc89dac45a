import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingReferenceParams } from '@waka/shared/bookings/create-booking';
import { ZCarBookingReferenceParams } from '@waka/shared/cars/car-booking';
import {
  ZConfirmHoldAnswer,
  ZConfirmHoldRequest,
  ZPayLaterAnswer,
  ZPayLaterRequest,
} from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/booking-kind';
import { sessionUser } from '../../lib/auth/session-user';
import { errorResponses } from '../../lib/error-responses';
import { confirmHold } from './confirm-hold';
import { payLater } from './pay-later';

/**
 * Paying at the hotel or at pickup (docs/product.md#payment): the guest's
 * choice, and the emailed link that confirms it. Each may send mail or be
 * guessed at, so each is rate-limited.
 */
export const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A stay and a car hire are paid later the same way; only the kind differs. */
  const payLaterFor = async (
    kind: BookingKind,
    request: FastifyRequest,
    reference: string,
    email: string | undefined,
  ) => {
    const user = await sessionUser(request);
    const answer = await payLater(
      app.db,
      kind,
      reference,
      { email, user },
      {
        publicUrl: app.publicUrl,
        holdMinutes: app.payments.holdMinutes,
      },
    );
    app.mailer.kick();
    return answer;
  };

  app.post(
    '/bookings/:reference/pay-at-hotel',
    {
      config: { limited: true },
      schema: {
        tags: ['bookings'],
        summary:
          "Pay at the hotel: confirmed at once for the booking's signed-in customer with a verified email, otherwise by a link emailed to the booking's address (its email in the body)",
        params: ZBookingReferenceParams,
        body: ZPayLaterRequest,
        response: { 200: ZPayLaterAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => payLaterFor('room', request, request.params.reference, request.body.email),
  );

  app.post(
    '/carbooking/:reference/pay-at-pickup',
    {
      config: { limited: true },
      schema: {
        tags: ['cars'],
        summary:
          "Pay at pickup: confirmed at once for the hire's signed-in customer with a verified email, otherwise by a link emailed to the hire's address (its email in the body)",
        params: ZCarBookingReferenceParams,
        body: ZPayLaterRequest,
        response: { 200: ZPayLaterAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => payLaterFor('car', request, request.params.reference, request.body.email),
  );

  app.post(
    '/holds/confirm',
    {
      config: { limited: true },
      schema: {
        tags: ['bookings'],
        summary:
          'Confirm paying at the hotel (or at pickup) with the emailed link’s token: once, before it expires',
        body: ZConfirmHoldRequest,
        response: { 200: ZConfirmHoldAnswer, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => {
      const answer = await confirmHold(app.db, request.body.token);
      app.mailer.kick();
      return answer;
    },
  );
};
