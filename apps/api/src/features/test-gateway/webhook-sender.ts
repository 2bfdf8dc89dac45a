import { signPaystackBody } from '../../lib/paystack/paystack-signature';
import type { Delivery, GatewayLedger } from './gateway-ledger';

export type WebhookSenderOptions = {
  secret: string;
  /** Where events go; asked at each send, as a server's port is known only once it listens. */
  webhookUrl: () => string;
  ledger: GatewayLedger;
  /** Tries of one event before giving up (4); Paystack keeps trying for 72 hours. */
  attempts?: number;
  /** The wait after the first failed try, doubled after each (200 ms). */
  retryDelayMs?: number;
  log?: { warn: (facts: object, message: string) => void };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends signed events to the app as Paystack does: a JSON POST whose
 * x-paystack-signature is the HMAC-SHA512 of the body with the secret key,
 * tried again while the answer is not a 2xx. Sending never blocks whoever
 * asked for it; `idle()` waits for every send under way (tests use it).
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: WebhookSenderOptions) {}

  /** The body and signature Paystack would send for this event. */
  sign(event: string, data: object): { body: string; signature: string } {
    const body = JSON.stringify({ event, data });
    return { body, signature: signPaystackBody(body, this.options.secret) };
  }

  send(event: string, reference: string, data: object): void {
    const delivery: Delivery = {
      event,
      reference,
      ...this.sign(event, data),
      answers: [],
      delivered: false,
    };
    this.options.ledger.deliveries.push(delivery);
    const sending = this.deliver(delivery).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(delivery: Delivery) {
    const attempts = this.options.attempts ?? 4;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep((this.options.retryDelayMs ?? 200) * 2 ** (attempt - 1));
      try {
        const response = await fetch(this.options.webhookUrl(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': delivery.signature,
          },
          body: delivery.body,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.answers.push(response.status);
        await response.arrayBuffer();
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
      } catch {
        delivery.answers.push(0);
      }
    }
    this.options.log?.warn(
      { event: delivery.event, reference: delivery.reference, answers: delivery.answers },
      'test gateway: webhook not delivered',
    );
  }
}
