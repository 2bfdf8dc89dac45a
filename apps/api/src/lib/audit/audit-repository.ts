import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';

/** Who acted: a person's user id, or the server's command line. */
export const SERVER_ACTOR = 'server';

export type AuditEntry = {
  actor: string;
  action: string;
  subject: string;
  note?: string | null;
};

/** Adds one entry; the table takes nothing else (its trigger refuses UPDATE and DELETE). */
export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, note: entry.note ?? null });
}

/** One page of the log, newest first, and how many entries there are in all. */
export async function listAudit(db: Database, page: Page) {
  const [items, [all]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items, total: all?.total ?? 0 };
}

/** The newest entry of one action on one subject, if any. */
export async function latestAudit(db: Database, action: string, subject: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
