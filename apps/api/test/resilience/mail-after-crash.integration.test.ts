import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import {
  adminUrl,
  createDatabaseFromTemplate,
  databaseName,
  dropDatabase,
} from '../support/postgres-databases';
import {
  duplicatesByMessageId,
  startSmtpCatcher,
  type Caught,
  type SmtpCatcher,
  type Verdict,
} from '../support/smtp-catcher';
import { testEngine } from '../support/test-app';
import { bookableRooms, letters, oneNightBooking } from './crash-bookings';
import { startServer, type ServerProcess } from './server-process';

/*
 * Booking mail after a crash (docs/decisions/0019-mail-after-a-crash.md), on
 * the real server process, this run's engine and a real SMTP server: the
 * server is killed with SIGKILL while it books and mails, then started again.
 * Every message still pending at the restart goes out within 30 s of it, a
 * retried message keeps its first attempt's Message-ID, and the only message
 * that can arrive twice is the one in flight at the kill.
 */

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-mail-crash-'));
let env: Record<string, string> = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  MAIL_FROM: 'Waka <bookings@waka.test>',
};
let target: DatabaseTarget = { engine: 'pglite', dataDir };
let removeDatabase = async () => {};
let smtp: SmtpCatcher;
/** Decides each message's fate; set by each test. */
let decide: (message: Caught) => Verdict = () => 'accept';

beforeAll(async () => {
  // A real server answers in some milliseconds; mail then queues behind bookings.
  smtp = await startSmtpCatcher({ decide: (m) => decide(m), delayMs: 15 });
  env = { ...env, SMTP_URL: smtp.url };
  if (testEngine === 'postgres') {
    const template = inject('postgresTemplate');
    const url = await createDatabaseFromTemplate(
      template,
      `waka_t_${inject('runId')}_${randomUUID().slice(0, 8)}`,
    );
    env = { ...env, DATABASE_URL: url };
    target = { engine: 'postgres', url };
    removeDatabase = () => dropDatabase(adminUrl(template), databaseName(url));
  }
});
afterAll(async () => {
  await smtp.close();
  await removeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const messageIdOfRow = (id: string) => `<${id}@waka.test>`;

type Outbox = { id: string; sent: boolean; leased: boolean }[];

/** The outbox, read while no server holds the database. */
async function readOutbox(): Promise<Outbox> {
  const database = await openDatabase(target);
  try {
    const result = await database.db.execute(sql`
      select id, sent_at is not null as sent, (sent_at is null and next_attempt_at > now()) as leased
      from mail_outbox`);
    return (result as unknown as { rows: Outbox }).rows;
  } finally {
    await database.close();
  }
}

/** Bookings over a few hotels, each test on nights of its own. */
async function bookingBodies(server: ServerProcess, firstNight: number, count: number) {
  const picks = await bookableRooms(server, 6);
  return Array.from({ length: count }, (_, i) => {
    const checkIn = addDays(lagosToday(), firstNight + (Math.floor(i / picks.length) % 4));
    const guest = {
      firstName: 'Mail',
      lastName: `Guest ${letters(i)}`,
      email: `mail.guest${i}@example.ng`,
    };
    return oneNightBooking(picks[i % picks.length]!, checkIn, guest);
  });
}

/** Books with 12 workers until the server is gone (or the bookings run out). */
async function bookUntilKilled(
  server: ServerProcess,
  bodies: unknown[],
  killed: () => boolean,
  onAcknowledged?: (n: number) => void,
) {
  let next = 0;
  let acknowledged = 0;
  const worker = async () => {
    while (next < bodies.length && !killed()) {
      const body = bodies[next++];
      try {
        const response = await fetch(`${server.base}/api/v1/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
        if (response.status === 201) {
          acknowledged += 1;
          onAcknowledged?.(acknowledged);
        }
      } catch {
        return; // the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  return acknowledged;
}

type Outcome = {
  pendingAtRestart: number;
  leasedAtRestart: number;
  secondsToLastMail: number;
  /** From the restart until the new server answered, and until its first message. */
  secondsToListen: number;
  secondsToFirstMail: number;
  duplicates: number;
  /** `<row-id@waka.test>` of every row pending at the restart. */
  pendingMessageIds: Set<string>;
  caughtSinceStart: Caught[];
};

/**
 * Kills the first server with `kill` (called by the test's hooks), restarts
 * it, and waits (at most 45 s) until every message pending at the restart has
 * been accepted by the SMTP server under its row's Message-ID.
 */
async function crashAndRestart(
  firstNight: number,
  arm: (kill: () => void) => ((acknowledged: number) => void) | void,
): Promise<Outcome> {
  const from = smtp.caught.length;
  const first = await startServer(env);
  let killed = false;
  const onAcknowledged = arm(() => {
    killed = true;
    first.child.kill('SIGKILL');
  });
  const bodies = await bookingBodies(first, firstNight, 160);
  const acknowledged = await bookUntilKilled(
    first,
    bodies,
    () => killed,
    onAcknowledged ?? undefined,
  );
  // Mail trails the bookings: the kill may come from the SMTP side a little later.
  for (let waited = 0; !killed && waited < 30_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!killed) {
    first.child.kill('SIGKILL');
    throw new Error(
      `not killed: ${acknowledged} bookings, ${smtp.caught.length - from} messages\n${first.output()}`,
    );
  }
  expect(await first.exited, first.output()).toBeNull();

  const before = await readOutbox();
  const pending = before.filter((row) => !row.sent);
  const wanted = new Set(pending.map((row) => messageIdOfRow(row.id)));
  decide = () => 'accept';
  const restartedAt = Date.now();
  const second = await startServer(env);
  const listeningAt = Date.now();
  const accepted = () =>
    new Set(smtp.caught.filter((m) => m.accepted && m.at >= restartedAt).map((m) => m.messageId));
  const until = restartedAt + 45_000;
  while (Date.now() < until && ![...wanted].every((id) => accepted().has(id)))
    await new Promise((resolve) => setTimeout(resolve, 100));
  second.child.kill('SIGTERM');
  expect(await second.exited, second.output()).toBe(0);

  const after = await readOutbox();
  const missing = [...wanted].filter((id) => !accepted().has(id));
  expect(missing, `${missing.length} of ${pending.length} pending messages never arrived`).toEqual(
    [],
  );
  expect(after.filter((row) => !row.sent)).toEqual([]);
  const lastAt = Math.max(
    ...smtp.caught
      .filter((m) => m.accepted && m.messageId && wanted.has(m.messageId))
      .map((m) => m.at),
  );
  const caughtSinceStart = smtp.caught.slice(from);
  return {
    pendingAtRestart: pending.length,
    leasedAtRestart: pending.filter((row) => row.leased).length,
    secondsToLastMail: pending.length === 0 ? 0 : (lastAt - restartedAt) / 1000,
    secondsToListen: (listeningAt - restartedAt) / 1000,
    secondsToFirstMail:
      (Math.min(...smtp.caught.filter((m) => m.accepted && m.at >= restartedAt).map((m) => m.at)) -
        restartedAt) /
      1000,
    duplicates: duplicatesByMessageId(caughtSinceStart),
    pendingMessageIds: wanted,
    caughtSinceStart,
  };
}

function report(name: string, outcome: Outcome) {
  console.log(
    `mail after crash (${testEngine}, ${name}): ${outcome.pendingAtRestart} pending at restart ` +
      `(${outcome.leasedAtRestart} leased); listening after ${outcome.secondsToListen.toFixed(1)} s, ` +
      `first sent after ${outcome.secondsToFirstMail.toFixed(1)} s, last after ${outcome.secondsToLastMail.toFixed(1)} s; ` +
      `${outcome.duplicates} duplicate(s) by Message-ID`,
  );
}

describe(`booking mail after SIGKILL on ${testEngine}`, () => {
  it(
    'a message cut off mid-conversation is retried after the restart, within 30 s, under the same Message-ID',
    { timeout: 180_000 },
    async () => {
      let cutOff: Caught | undefined;
      let seen = 0;
      const outcome = await crashAndRestart(200, (kill) => {
        decide = (message) => {
          if (cutOff || ++seen < 20) return 'accept';
          // The 20th message's DATA has arrived; the server dies before the 250.
          cutOff = message;
          kill();
          return 'hold';
        };
      });
      report('cut off before the reply', outcome);
      // Its first attempt already carried its row's Message-ID, and the retry the same.
      expect(outcome.pendingMessageIds).toContain(cutOff!.messageId);
      const retried = outcome.caughtSinceStart.filter(
        (m) => m.accepted && m.messageId === cutOff!.messageId,
      );
      expect(retried).toHaveLength(1);
      expect(outcome.leasedAtRestart).toBeGreaterThan(0);
      expect(outcome.secondsToLastMail).toBeLessThanOrEqual(30);
      // The message cut off was never accepted, and every one before it was
      // marked sent before the next began: nothing can arrive twice.
      expect(outcome.duplicates).toBe(0);
    },
  );

  it(
    'a message accepted just before the kill arrives at most twice, both times under one Message-ID',
    { timeout: 180_000 },
    async () => {
      let killedAfter: Caught | undefined;
      let seen = 0;
      const outcome = await crashAndRestart(210, (kill) => {
        decide = (message) => {
          if (!killedAfter && ++seen === 20) {
            killedAfter = message;
            // The 250 goes out; the server dies before it can mark the row sent.
            queueMicrotask(kill);
          }
          return 'accept';
        };
      });
      report('killed just after a 250', outcome);
      expect(outcome.secondsToLastMail).toBeLessThanOrEqual(30);
      const copies = outcome.caughtSinceStart.filter(
        (m) => m.accepted && m.messageId === killedAfter!.messageId,
      );
      expect(copies.length).toBeGreaterThanOrEqual(1);
      expect(copies.length).toBeLessThanOrEqual(2);
      expect(outcome.duplicates).toBe(copies.length - 1);
    },
  );

  it(
    'killed at a moment the mail does not choose, pending mail goes out within 30 s with at most one duplicate',
    { timeout: 180_000 },
    async () => {
      const outcome = await crashAndRestart(220, (kill) => (acknowledged) => {
        if (acknowledged === 30) kill();
      });
      report('killed after 30 bookings', outcome);
      expect(outcome.secondsToLastMail).toBeLessThanOrEqual(30);
      // One message is in flight at a time: only it can have been accepted unmarked.
      expect(outcome.duplicates).toBeLessThanOrEqual(1);
    },
  );
});
