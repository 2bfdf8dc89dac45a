import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { leaseDueMail, markFailed, markSent } from './mail-outbox-repository';
import type { MailTransport } from './mail-transport';

export type MailDrainerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  log?: FastifyBaseLogger;
  /** First retry delay; doubles per attempt up to an hour. */
  retryBaseMs?: number;
  /** How often to look for due mail besides the kick after each commit. */
  pollMs?: number;
};

/**
 * Sends queued mail after the transaction that queued it has committed, and
 * retries what failed (D7). A booking never waits for, or fails on, mail.
 */
export class MailDrainer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly options: MailDrainerOptions) {}

  attachLog(log: FastifyBaseLogger): void {
    this.options.log = log;
  }

  get describe(): string {
    return this.options.transport.describe;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Look for due mail now (after a commit); never throws. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error) => this.options.log?.error({ err: error }, 'mail drain failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One pass over due mail; answers how many were sent. */
  async drain(): Promise<number> {
    const { db, transport, from, log } = this.options;
    let sent = 0;
    for (;;) {
      const batch = await leaseDueMail(db, 10, 300);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await transport.send({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
          await markSent(db, mail.id);
          sent++;
          log?.info({ kind: mail.kind, via: transport.describe }, 'mail sent');
        } catch (error) {
          const retryInMs = Math.min(3_600_000, (this.options.retryBaseMs ?? 30_000) * 2 ** (mail.attempts - 1));
          await markFailed(db, mail.id, error instanceof Error ? error.message : String(error), retryInMs);
          log?.warn({ kind: mail.kind, retryInMs }, 'mail not sent; will retry');
        }
      }
    }
  }
}
