import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { accounts, sessions, users, verifications } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';

/** What the database still holds of a person, table by table: empty after "Delete my account". */
export const personRows = (db: () => Database) => ({
  user: (id: string) => db().select().from(users).where(eq(users.id, id)),
  sessions: (id: string) => db().select().from(sessions).where(eq(sessions.userId, id)),
  accounts: (id: string) => db().select().from(accounts).where(eq(accounts.userId, id)),
  verifications: (id: string) =>
    db().select().from(verifications).where(eq(verifications.value, id)),
  newsletter: (email: string) =>
    db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email.toLowerCase())),
  mail: (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`),
});
