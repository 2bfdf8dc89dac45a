import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSubscribeNewsletterRequest,
  ZSubscribeNewsletterResponse,
} from '@waka/shared/newsletter/subscribe-newsletter';
import { errorResponses } from '../../lib/error-responses';
import { subscribeNewsletter } from './subscribe-newsletter';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { limited: true },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email to the newsletter',
        body: ZSubscribeNewsletterRequest,
        response: { 201: ZSubscribeNewsletterResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const message = await subscribeNewsletter(app.db, request.body.email);
      return reply.status(201).send({ message });
    },
  );
};
