import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveMigration } from './health-repository';

const ZHealth = z.object({
  status: z.literal('ok'),
  engine: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
});

/** GET /api/health: which engine answers and which migration is live. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Engine and live migration',
        response: { 200: ZHealth },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, engine: app.engine, migration: await liveMigration(app.db) };
    },
  );
};
