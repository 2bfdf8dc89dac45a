import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAttentionItem,
  ZAdminAttentionList,
  ZAdminAttentionParams,
  ZAdminAttentionQuery,
  ZAdminResolveAttentionRequest,
} from '@waka/shared/admin/attention-items';
import { ZAdminAuditPage, ZAdminAuditQuery } from '@waka/shared/admin/audit-log';
import { listAudit } from '../../lib/audit/audit-repository';
import { errorResponses } from '../../lib/error-responses';
import { listAttention } from '../../money/attention/attention-repository';
import { resolveAttention } from '../../money/attention/resolve-attention';
import { attentionAnswer, auditAnswer } from './admin-answers';

/** What needs Waka's staff, and what they did about it (docs/decisions/0037). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/attention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Money Waka could not match, newest first: open, resolved, or both',
        querystring: ZAdminAttentionQuery,
        response: { 200: ZAdminAttentionList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => (await listAttention(app.db, request.query.state)).map(attentionAnswer),
  );

  app.post(
    '/admin/attention/:id/resolve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Resolves an open item with a note saying what was done; kept in the audit log',
        params: ZAdminAttentionParams,
        body: ZAdminResolveAttentionRequest,
        response: { 200: ZAdminAttentionItem, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      attentionAnswer(
        await resolveAttention(app.db, {
          id: request.params.id,
          note: request.body.note,
          actorId: request.user!.id,
        }),
      ),
  );

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Every act of Waka's staff and of the server's command line, newest first",
        querystring: ZAdminAuditQuery,
        response: { 200: ZAdminAuditPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listAudit(app.db, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: items.map(auditAnswer), total, page, pageSize };
    },
  );
};
