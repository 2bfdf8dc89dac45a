import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { openDatabase } from '../../src/db/open-database';
import { MailDrainer } from '../../src/lib/mail/mail-drainer';
import { supportFooter } from '../../src/lib/mail/mail-footer';
import { enqueueMail, findMail, leaseDueMail } from '../../src/lib/mail/mail-outbox-repository';
import {
  emlFileTransport,
  smtpTransport,
  type MailMessage,
  type MailTransport,
} from '../../src/lib/mail/mail-transport';
import { messageIdOf, startSmtpCatcher } from '../support/smtp-catcher';
import { openTestDatabase, testEngine } from '../support/test-app';

/*
 * The mail drainer on this run's engine (docs/decisions/0019-mail-after-a-crash.md):
 * a message keeps its row's Message-ID on every attempt, a lease left by a
 * drainer that died ends soon and is acted on at once, and two drainers (two
 * processes on one PostgreSQL) never send one message at the same time.
 */

const FROM = 'Waka <bookings@waka.test>';
const FOOTER = supportFooter(
  { phone: '+2348000009252', whatsapp: '+2348000009253' },
  'http://waka.test',
);
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  // Every test starts from an outbox with nothing left to send.
  await new MailDrainer({ db, transport: recording([]), from: FROM, footer: FOOTER }).drain();
});

const queue = (count: number, kind = 'test') =>
  enqueueMail(
    db,
    Array.from({ length: count }, (_, i) => ({
      kind,
      to: `guest${i}@example.ng`,
      subject: `Message ${i}`,
      text: 'Hello',
      html: '<p>Hello</p>',
    })),
  );

/** A transport that notes what it sends (and when), taking `ms` per message. */
function recording(sent: { message: MailMessage; at: number }[], ms = 0): MailTransport {
  return {
    describe: 'recording',
    send: async (message) => {
      if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
      sent.push({ message, at: Date.now() });
    },
  };
}

const rowsOf = async (kind: string) => (await findMail(db)).filter((m) => m.kind === kind);

describe(`mail drainer on ${testEngine}`, () => {
  it('a message refused once is retried over SMTP under the Message-ID of its first attempt', async () => {
    let attempts = 0;
    const smtp = await startSmtpCatcher({ decide: () => (++attempts === 1 ? 'refuse' : 'accept') });
    const transport = smtpTransport(smtp.url);
    // A retry an hour away, brought forward by hand: a short one could fall
    // due inside the first pass on a slow machine and be sent by it.
    const drainer = new MailDrainer({
      db,
      transport,
      from: FROM,
      footer: FOOTER,
      retryBaseMs: 3_600_000,
    });
    try {
      await queue(1, 'retried');
      expect(await drainer.drain()).toBe(0);
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.kind, 'retried'));
      expect(await drainer.drain()).toBe(1);
    } finally {
      await drainer.stop();
      await smtp.close();
    }
    const [row] = await rowsOf('retried');
    expect(smtp.caught.map((m) => [m.accepted, m.messageId])).toEqual([
      [false, `<${row!.id}@waka.test>`],
      [true, `<${row!.id}@waka.test>`],
    ]);
  });

  it('sends every message with the support line and the privacy page under it', async () => {
    const sent: { message: MailMessage; at: number }[] = [];
    await queue(1, 'footed');
    await new MailDrainer({ db, transport: recording(sent), from: FROM, footer: FOOTER }).drain();
    expect(sent).toHaveLength(1);
    const { message } = sent[0]!;
    expect(message.text).toBe(
      'Hello\n\nNeed help? Call +234 800 000 9252 or WhatsApp +234 800 000 9253.\n' +
        'What Waka keeps about you, and why: http://waka.test/privacy',
    );
    expect(message.html).toMatch(
      /^<p>Hello<\/p><hr [^>]+><p [^>]+>Need help\? Call \+234 800 000 9252/,
    );
    expect(message.html).toContain('<a href="http://waka.test/privacy">');
    // The outbox keeps what the feature wrote; the footer is added on the way out.
    const [row] = await rowsOf('footed');
    expect(row!.textBody).toBe('Hello');
  });

  it('an .eml file carries its row’s Message-ID', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-eml-'));
    try {
      await queue(1, 'eml');
      await new MailDrainer({
        db,
        transport: emlFileTransport(folder),
        from: FROM,
        footer: FOOTER,
      }).drain();
      const [file] = await fs.readdir(folder);
      const [row] = await rowsOf('eml');
      expect(messageIdOf(await fs.readFile(path.join(folder, file!), 'utf8'))).toBe(
        `<${row!.id}@waka.test>`,
      );
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('mail leased by a drainer that died goes out when the lease ends, not at the next poll', async () => {
    await queue(1, 'orphaned');
    // A drainer leases it for 1 s and dies.
    expect(await leaseDueMail(db, 1, 1)).toHaveLength(1);
    const sent: { message: MailMessage; at: number }[] = [];
    const startedAt = Date.now();
    const drainer = new MailDrainer({
      db,
      transport: recording(sent),
      from: FROM,
      footer: FOOTER,
      pollMs: 60_000,
    });
    drainer.start();
    try {
      const until = Date.now() + 5_000;
      while (sent.length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await drainer.stop();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at - startedAt).toBeLessThan(3_000);
  });

  it('two drainers on two connections never send one message at the same time', async () => {
    // Another process: its own pool on PostgreSQL (PGlite has one connection to share).
    const other = database.url
      ? await openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 })
      : undefined;
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const sentBy = { a: [] as string[], b: [] as string[] };
    const transport = (who: 'a' | 'b'): MailTransport => ({
      describe: who,
      send: async (message) => {
        if (inFlight.has(message.messageId)) overlaps.push(message.messageId);
        inFlight.add(message.messageId);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight.delete(message.messageId);
        sentBy[who].push(message.messageId);
      },
    });
    try {
      await queue(40, 'shared');
      const a = new MailDrainer({ db, transport: transport('a'), from: FROM, footer: FOOTER });
      const b = new MailDrainer({
        db: other?.db ?? db,
        transport: transport('b'),
        from: FROM,
        footer: FOOTER,
      });
      await Promise.all([a.drain(), b.drain()]);
    } finally {
      await other?.close();
    }
    const rows = await rowsOf('shared');
    const all = [...sentBy.a, ...sentBy.b];
    expect(overlaps).toEqual([]);
    expect(all.sort()).toEqual(rows.map((r) => `<${r.id}@waka.test>`).sort());
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    // Both really drained: the test would prove nothing with one idle.
    expect(sentBy.a.length).toBeGreaterThan(0);
    expect(sentBy.b.length).toBeGreaterThan(0);
  });

  it('a send that outlasts the lease keeps it: another drainer does not send it meanwhile', async () => {
    await queue(1, 'slow');
    const slowSent: { message: MailMessage; at: number }[] = [];
    const otherSent: { message: MailMessage; at: number }[] = [];
    const slow = new MailDrainer({
      db,
      transport: recording(slowSent, 2_500),
      from: FROM,
      footer: FOOTER,
      leaseSeconds: 1,
    });
    const other = new MailDrainer({
      db,
      transport: recording(otherSent),
      from: FROM,
      footer: FOOTER,
      leaseSeconds: 1,
    });
    const slowDrain = slow.drain();
    let done = false;
    void slowDrain.finally(() => (done = true));
    while (!done) {
      await other.drain();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await slowDrain).toBe(1);
    expect(otherSent).toEqual([]);
    const [row] = await rowsOf('slow');
    expect(row!.attempts).toBe(1);
  });
});
