import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { paymentDepsOf } from '../../lib/payments/payment-deps';
import { PaystackError } from '../../lib/paystack/paystack-client';
import { ZPaystackEvent, type PaystackEvent } from '../../lib/paystack/paystack-shapes';
import { verifyPaystackSignature } from '../../lib/paystack/paystack-signature';
import { jsonDepthExceeds, MAX_JSON_DEPTH, tooDeepMessage } from '../../lib/validation/json-depth';
import { handlePaystackEvent } from './handle-paystack-event';

const ZWebhookHeaders = z.object({
  'x-paystack-signature': z
    .string()
    .optional()
    .meta({ description: 'Hex HMAC-SHA512 of the raw body, keyed with the secret key' }),
});
const ZWebhookAnswer = z.object({ received: z.literal(true) }).meta({ id: 'WebhookAnswer' });

const badSignature = () =>
  new AppError(401, 'BAD_SIGNATURE', 'The x-paystack-signature header does not sign this body');

/** The signed body as an event; a signed body that is not one is refused (400). */
function readEvent(raw: Buffer): PaystackEvent {
  const text = raw.toString('utf8');
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    throw new AppError(400, 'INVALID_JSON', tooDeepMessage(MAX_JSON_DEPTH));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The body is not JSON');
  }
  const event = ZPaystackEvent.safeParse(json);
  if (!event.success)
    throw new AppError(400, 'VALIDATION_FAILED', 'The body is not a Paystack event');
  return event.data;
}

/**
 * Paystack's webhook (docs/decisions/0022-payments-and-holds.md). Its own
 * plugin, so that here alone the body arrives as raw bytes, whatever its
 * type: the signature is checked on exactly what Paystack signed, before
 * anything is parsed. Unsigned or altered: 401, and nothing changes.
 */
export const paystackWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/paystack/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Paystack's events (charge.success, refund.processed, refund.failed), signed",
        headers: ZWebhookHeaders,
        response: { 200: ZWebhookAnswer, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
      const signature = request.headers['x-paystack-signature'];
      if (!raw || !verifyPaystackSignature(raw, signature, app.payments.secretKey))
        throw badSignature();
      try {
        await handlePaystackEvent(paymentDepsOf(app), readEvent(raw));
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        // Paystack sends the event again later; by then verify may answer.
        throw new AppError(
          503,
          'PAYSTACK_UNAVAILABLE',
          'Paystack could not be asked; send it again',
        );
      }
      return { received: true as const };
    },
  );
};
