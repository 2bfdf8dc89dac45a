import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountsProvider, ZSessionUser } from '@waka/shared/accounts/accounts';
import { sessionUser } from '../../lib/auth/session-user';

/** What the web needs to know about accounts, whichever provider holds them (docs/product.md#accounts). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/provider',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Which identity provider the web should use: local accounts, or Clerk with its publishable key',
        response: { 200: ZAccountsProvider },
      },
    },
    async () => app.accountsProvider,
  );

  app.get(
    '/accounts/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in person, or null for a guest',
        response: { 200: ZSessionUser.nullable() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await sessionUser(request)) ?? null;
    },
  );
};
