import { z } from 'zod';
import { ZWholeNumber } from '../paging';

/*
 * Every act of Waka's staff, kept for good (docs/decisions/0037): who, what,
 * on what, when. The server's command line acts as "server".
 */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export const AUDIT_MESSAGES = {
  page: 'page must be a whole number, 1 or more',
  pageSize: `pageSize must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}`,
} as const;

/** One entry of GET /api/v1/admin/audit. */
export const ZAdminAuditEntry = z
  .object({
    id: z.number().int(),
    actor: z.string().meta({ description: "The acting person's user id, or server" }),
    action: z.string().meta({ description: 'What was done: admin.grant, attention.resolve, …' }),
    subject: z.string().meta({ description: 'What it was done to: user:<id>, attention:<id>' }),
    note: z.string().nullable(),
    at: z.string().meta({ description: 'An instant, ISO 8601 in UTC' }),
  })
  .meta({ id: 'AdminAuditEntry' });
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

export const ZAdminAuditQuery = z.strictObject({
  page: ZWholeNumber(AUDIT_MESSAGES.page).default(1).meta({ description: 'Which page, from 1' }),
  pageSize: ZWholeNumber(AUDIT_MESSAGES.pageSize, AUDIT_MAX_PAGE_SIZE)
    .default(AUDIT_PAGE_SIZE)
    .meta({ description: `Entries a page, 1 to ${AUDIT_MAX_PAGE_SIZE}` }),
});
export type TAdminAuditQuery = z.output<typeof ZAdminAuditQuery>;

/** A page of the audit log, newest first, with the count over every page. */
export const ZAdminAuditPage = z
  .object({
    items: z.array(ZAdminAuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminAuditPage' });
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;
