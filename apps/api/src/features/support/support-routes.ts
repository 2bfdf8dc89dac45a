import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSupportContacts } from '@waka/shared/support/support-contacts';

/** Whom a traveller calls or writes to, for the footer, the receipts and the help pages (docs/decisions/0027-the-support-line.md). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        summary:
          "Waka's support phone and WhatsApp numbers (international form) and the address its mail comes from",
        response: { 200: ZSupportContacts },
      },
    },
    async (_request, reply) => {
      // The same for everyone until the configuration changes, which takes a restart.
      reply.header('cache-control', 'public, max-age=300');
      return app.support;
    },
  );
};
