import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { withFooter } from './mail-footer';
import {
  leaseDueMail,
  markFailed,
  markSent,
  renewLease,
  secondsUntilNextDue,
  type QueuedMail,
} from './mail-outbox-repository';
import type { MailLine } from './mail-text';
import type { MailTransport } from './mail-transport';

export type MailDrainerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Under every message as it is sent: the support line and the privacy page (mail-footer.ts). */
  footer: MailLine[];
  log?: FastifyBaseLogger;
  /** First retry delay; doubles per attempt up to an hour. */
  retryBaseMs?: number;
  /** How often to look for due mail besides the kick after each commit. */
  pollMs?: number;
  /** How long a message is this drainer's while it sends it; renewed meanwhile. */
  leaseSeconds?: number;
};

/**
 * Short, so mail a killed process was sending goes out soon after a restart,
 * and renewed every third of it while a send lasts, so a slow server does not
 * let a second process send the same message meanwhile
 * (docs/decisions/0019-mail-after-a-crash.md).
 */
const LEASE_SECONDS = 15;

/** `<row-id@host of MAIL_FROM>`: the same on every attempt, so a receiver can drop a repeat. */
export function messageIdFor(rowId: string, from: string): string {
  const host = /@([^\s<>@]+)\s*>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${host}>`;
}

/**
 * Sends queued mail after the transaction that queued it has committed, and
 * retries what failed. A booking never waits for, or fails on, mail. One
 * message at a time: if the process dies, at most the one in flight can have
 * reached the SMTP server without being marked sent, and only it can arrive
 * twice.
 */
export class MailDrainer {
  private poll: NodeJS.Timeout | undefined;
  private nextLook: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;

  constructor(private readonly options: MailDrainerOptions) {}

  attachLog(log: FastifyBaseLogger): void {
    this.options.log = log;
  }

  get describe(): string {
    return this.options.transport.describe;
  }

  private get leaseSeconds(): number {
    return this.options.leaseSeconds ?? LEASE_SECONDS;
  }

  start(): void {
    this.started = true;
    this.poll = setInterval(() => this.kick(), this.options.pollMs ?? 15_000);
    this.poll.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.nextLook);
    await this.running;
    this.options.transport.close?.();
  }

  /** Look for due mail now (after a commit); never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => (this.started && !this.again ? this.planNextLook() : undefined))
      .catch((error) => this.options.log?.error({ err: error }, 'mail drain failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Looks again when the next message falls due (a retry, or a lease left by
   * a process that died) rather than at the next poll, which could be up to a
   * poll interval later.
   */
  private async planNextLook(): Promise<void> {
    const seconds = await secondsUntilNextDue(this.options.db);
    const pollMs = this.options.pollMs ?? 15_000;
    if (seconds === null || seconds * 1000 >= pollMs || this.stopped) return;
    clearTimeout(this.nextLook);
    // A little past due, and never a busy loop on a row another drainer is leasing.
    this.nextLook = setTimeout(() => this.kick(), Math.max(250, seconds * 1000 + 50));
    this.nextLook.unref();
  }

  /** Sends due mail until none is left; answers how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const [mail] = await leaseDueMail(this.options.db, 1, this.leaseSeconds);
      if (!mail) return sent;
      if (await this.send(mail)) sent++;
    }
  }

  private async send(mail: QueuedMail): Promise<boolean> {
    const { db, transport, from, footer, log } = this.options;
    const body = withFooter({ text: mail.textBody, html: mail.htmlBody }, footer);
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(
      () => {
        renewing = renewLease(db, mail, this.leaseSeconds)
          .then((held) => held || log?.warn({ kind: mail.kind }, 'mail lease lost while sending'))
          .catch((error) => log?.warn({ err: error }, 'mail lease not renewed'));
      },
      (this.leaseSeconds * 1000) / 3,
    );
    let failure: unknown;
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: body.text,
        html: body.html,
        messageId: messageIdFor(mail.id, from),
      });
    } catch (error) {
      failure = error ?? new Error('mail not sent');
    } finally {
      clearInterval(renewal);
      // A renewal landing after markFailed would undo its retry time.
      await renewing;
    }
    if (failure === undefined) {
      await markSent(db, mail.id);
      log?.info({ kind: mail.kind, via: transport.describe }, 'mail sent');
      return true;
    }
    const retryInMs = Math.min(
      3_600_000,
      (this.options.retryBaseMs ?? 30_000) * 2 ** (mail.attempts - 1),
    );
    await markFailed(
      db,
      mail.id,
      failure instanceof Error ? failure.message : String(failure),
      retryInMs,
    );
    log?.warn({ kind: mail.kind, retryInMs }, 'mail not sent; will retry');
    return false;
  }
}
