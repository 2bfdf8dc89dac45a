import { PaystackError } from '../paystack/paystack-client';
import type { PaymentDeps } from './payment-deps';
import { claimDueRefund, markRefundFailed, markRefundRequested } from './refund-repository';

/**
 * Asks Paystack for every refund written down and not yet asked
 * (docs/decisions/0022-payments-and-holds.md), one at a time, each at most
 * once: a refund is claimed and committed before the call. Paystack's
 * refusal marks it `failed`; no answer at all (a timeout) leaves it claimed
 * and unasked again, with an error in the log for a person to check at
 * Paystack, since the money may already be on its way back. Answers how many
 * Paystack queued.
 */
export async function requestDueRefunds(deps: PaymentDeps): Promise<number> {
  let asked = 0;
  for (;;) {
    const due = await claimDueRefund(deps.db);
    if (!due) return asked;
    const facts = { refund: due.id, payment: due.payment.reference, amountKobo: due.amountKobo };
    if (!due.payment.transaction) {
      await markRefundFailed(deps.db, due.id);
      deps.log.error(facts, 'refund not asked: the payment has no Paystack transaction');
      continue;
    }
    try {
      const queued = await deps.paystack.refund({
        transaction: due.payment.transaction,
        amountKobo: due.amountKobo,
      });
      await markRefundRequested(deps.db, due.id, queued.id);
      deps.log.info({ ...facts, gatewayRefund: queued.id }, 'refund asked of Paystack');
      asked++;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      if (error.kind === 'refused') await markRefundFailed(deps.db, due.id);
      deps.log.error(
        { ...facts, reason: error.message, kind: error.kind },
        error.kind === 'refused'
          ? 'Paystack refused the refund'
          : 'refund asked but not answered: check it at Paystack; it will not be asked again',
      );
    }
  }
}

/**
 * Runs requestDueRefunds after each kick (a settle that wrote a refund) and
 * every `pollMs` besides, in each process: the claims keep processes apart.
 * Kicks before start() do nothing (tests call requestDueRefunds themselves).
 */
export class RefundRequester {
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;

  constructor(
    private readonly deps: PaymentDeps,
    private readonly pollMs = 60_000,
  ) {}

  start(): void {
    this.started = true;
    this.poll = setInterval(() => this.kick(), this.pollMs);
    this.poll.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.poll);
    await this.running;
  }

  /** Ask for due refunds now; never throws. */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = requestDueRefunds(this.deps)
      .then(() => undefined)
      .catch((error) => this.deps.log.error({ err: error }, 'refund requests failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }
}
