import type { FastifyBaseLogger } from 'fastify';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { expireCarHold, expireRoomHold } from './expire-holds';
import { findDueHolds, purgeOldConfirmations } from './hold-expiry-repository';

/**
 * Asked before a hold with a pending online attempt is expired: settle what
 * Paystack says of it (a payment that succeeded but whose webhook was lost
 * marks the booking paid, and a paid booking is not expired). A hook that
 * throws leaves that hold to the next sweep.
 */
export type ReconcileHook = (kind: BookingKind, bookingId: string) => Promise<void>;

export type HoldSweeperOptions = {
  db: Database;
  /** Where links in the guest's notice point. */
  publicUrl: string;
  /** How often to sweep once started (HOLD_SWEEP_SECONDS). */
  everySeconds: number;
  reconcile?: ReconcileHook;
  /** Told after a sweep that queued mail, so it goes out now. */
  mailer?: { kick(): void };
  log?: FastifyBaseLogger;
  /** Holds read a round trip; a sweep goes through every due hold, this many at a time. */
  batchSize?: number;
};

export type SweepResult = { expired: number; skipped: number };

/**
 * Expires due holds every few seconds (docs/decisions/0022-payments-and-holds.md):
 * each in its own transaction, claimed with `skip locked`, so the sweepers of
 * several processes share the work and never expire a hold twice.
 */
export class HoldSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: HoldSweeperOptions) {}

  attachLog(log: FastifyBaseLogger): void {
    this.options.log = log;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.tick(), this.options.everySeconds * 1000);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** A sweep now unless one is running; never throws. */
  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.sweepOnce()
      .catch((error) => this.options.log?.error({ err: error }, 'hold sweep failed'))
      .finally(() => (this.running = undefined));
  }

  /** One pass over every hold due now, room bookings then car hires. */
  async sweepOnce(): Promise<SweepResult> {
    const result: SweepResult = { expired: 0, skipped: 0 };
    for (const kind of ['room', 'car'] as const) await this.sweepKind(kind, result);
    await purgeOldConfirmations(this.options.db);
    if (result.expired > 0) {
      this.options.log?.info(result, 'released holds that ran out unpaid');
      this.options.mailer?.kick();
    }
    return result;
  }

  private async sweepKind(kind: BookingKind, result: SweepResult): Promise<void> {
    const { db, batchSize = 100 } = this.options;
    let afterId: string | undefined;
    for (;;) {
      const due = await findDueHolds(db, kind, afterId, batchSize);
      for (const hold of due) {
        if (this.stopped) return;
        const expired = (await this.reconciled(hold)) && (await this.expire(kind, hold.id));
        if (expired) result.expired++;
        else result.skipped++;
      }
      if (due.length < batchSize) return;
      afterId = due.at(-1)!.id;
    }
  }

  /** False when a pending online attempt could not be asked about: the hold waits a sweep. */
  private async reconciled(hold: { kind: BookingKind; id: string; pendingPayment: boolean }) {
    const { reconcile, log } = this.options;
    if (!hold.pendingPayment || !reconcile) return true;
    try {
      await reconcile(hold.kind, hold.id);
      return true;
    } catch (error) {
      log?.warn({ err: error, kind: hold.kind }, 'pending payment not reconciled; hold kept');
      return false;
    }
  }

  private expire(kind: BookingKind, id: string): Promise<boolean> {
    const { db, publicUrl } = this.options;
    return db.transaction((tx) =>
      kind === 'room' ? expireRoomHold(tx, id, publicUrl) : expireCarHold(tx, id, publicUrl),
    );
  }
}
