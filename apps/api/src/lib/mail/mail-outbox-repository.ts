import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail-outbox';

export type OutgoingMail = { kind: string; to: string; subject: string; text: string; html: string };
export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Queues mail in the caller's transaction (D7). */
export async function enqueueMail(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((m) => ({ kind: m.kind, toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html })),
  );
}

/**
 * Leases up to `limit` due messages for `leaseSeconds`: they are not due again
 * until then, so two drainers (two API processes) never send the same one
 * twice, and a drainer that dies mid-send lets another retry it later.
 */
export async function leaseDueMail(db: Database, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  const result = (await db.execute(sql`
    update ${mailOutbox}
    set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  if (result.rows.length === 0) return [];
  const ids = result.rows.map((r) => r.id);
  return db.select().from(mailOutbox).where(sql`${mailOutbox.id} in ${ids}`);
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` })
    .where(eq(mailOutbox.id, id));
}

export function findMail(db: Database) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}
