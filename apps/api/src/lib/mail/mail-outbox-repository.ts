import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail-outbox';

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};
export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Queues mail in the caller's transaction (docs/product.md#email). A booking
 * whose guest deleted their account keeps no address (docs/decisions/0026):
 * mail to it is not queued.
 */
export async function enqueueMail(db: Database, mails: OutgoingMail[]): Promise<void> {
  const addressed = mails.filter((m) => m.to.trim() !== '');
  if (addressed.length === 0) return;
  await db.insert(mailOutbox).values(
    addressed.map((m) => ({
      kind: m.kind,
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
    })),
  );
}

/**
 * Leases up to `limit` due messages for `leaseSeconds`: they are not due again
 * until then, so two drainers (two API processes) never send the same one at
 * once (`skip locked`: a row another drainer is leasing right now is passed
 * over, not waited for), and a drainer that dies mid-send lets another retry
 * it once the lease runs out. Each lease counts as an attempt; the row's
 * `attempts` after it is the lease's token for renewLease.
 */
export async function leaseDueMail(
  db: Database,
  limit: number,
  leaseSeconds: number,
): Promise<QueuedMail[]> {
  return db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      sql`${mailOutbox.id} in (
        select id from ${mailOutbox}
        where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Extends a lease while its message is being sent. Answers false when the
 * lease is no longer this drainer's: the row was sent, or leased again (its
 * attempts moved on) because this one ran out.
 */
export async function renewLease(
  db: Database,
  mail: QueuedMail,
  leaseSeconds: number,
): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      sql`${mailOutbox.id} = ${mail.id} and ${mailOutbox.attempts} = ${mail.attempts} and ${mailOutbox.sentAt} is null`,
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/**
 * Seconds until the next unsent message is due (its retry time, or the end of
 * a lease held by a drainer that may have died), by the database's clock;
 * null when nothing waits.
 */
export async function secondsUntilNextDue(db: Database): Promise<number | null> {
  const [next] = await db
    .select({
      seconds: sql<
        string | number | null
      >`extract(epoch from min(${mailOutbox.nextAttemptAt}) - now())`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null`);
  return next?.seconds == null ? null : Number(next.seconds);
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(
  db: Database,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where(eq(mailOutbox.id, id));
}

export function findMail(db: Database) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}
