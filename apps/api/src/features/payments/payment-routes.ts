import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPaymentOutcome,
  ZPaymentReferenceParams,
  ZPaymentStarted,
  ZStartPaymentRequest,
} from '@waka/shared/payments/payments';
import { sessionUser } from '../../lib/auth/session-user';
import { errorResponses } from '../../lib/error-responses';
import { ZIdempotencyHeaders } from '../../lib/idempotency/idempotency-headers';
import { paymentDepsOf } from '../../lib/payments/payment-deps';
import { verifyPayment } from './payment-outcome';
import { startPayment } from './start-payment';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments',
    {
      config: { limited: true },
      schema: {
        tags: ['payments'],
        summary:
          "Start paying a booking (WK-…) or car hire (WC-…) online, as its guest (email) or its customer (session); answers Paystack's checkout page. With an Idempotency-Key, the same key and body answer the first checkout page again (409 while it is still being started), another body 422",
        headers: ZIdempotencyHeaders,
        body: ZStartPaymentRequest,
        response: { 201: ZPaymentStarted, ...errorResponses(400, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const started = await startPayment(
        paymentDepsOf(app),
        app.payments,
        request.body,
        user,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(started);
    },
  );

  app.post(
    '/payments/:paymentReference/verify',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Ask Paystack about an online payment attempt and settle it; what the callback page shows',
        params: ZPaymentReferenceParams,
        response: { 200: ZPaymentOutcome, ...errorResponses(400, 404) },
      },
    },
    async (request) => verifyPayment(paymentDepsOf(app), request.params.paymentReference),
  );
};
