import type { z } from 'zod';
import {
  ZInitializeAnswer,
  ZRefundAnswer,
  ZRefusal,
  ZVerifyAnswer,
  type PaystackRefund,
  type PaystackTransaction,
} from './paystack-shapes';

/** Where the client writes one line a call: what, where, the answer's status and how long. Never the key. */
export type PaystackLog = {
  info: (facts: object, message: string) => void;
  warn: (facts: object, message: string) => void;
};

export type PaystackClientOptions = {
  /** Paystack (https://api.paystack.co) or the test gateway speaking its API. */
  apiUrl: string;
  secretKey: string;
  log: PaystackLog;
  /** Each call's limit, answer included (5 s). */
  timeoutMs?: number;
  /** Further tries of a verify that got no answer or a 5xx (2). */
  verifyRetries?: number;
  /** The first retry's wait; doubled for each after it. */
  retryDelayMs?: number;
};

/**
 * Why a call failed: Paystack said no (`refused`, a 4xx with its message),
 * gave no usable answer in time (`unreachable`: a network error, a timeout
 * or a 5xx), or answered in a shape its API does not document (`unreadable`).
 */
export class PaystackError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable' | 'unreadable',
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
};

export type PaystackClient = {
  /** POST /transaction/initialize: Paystack's checkout page for this reference. */
  initialize(
    input: InitializeInput,
  ): Promise<{ authorizationUrl: string; accessCode: string; reference: string }>;
  /** GET /transaction/verify/{reference}: the transaction as Paystack knows it now. */
  verify(reference: string): Promise<PaystackTransaction>;
  /** POST /refund: queues a refund of a transaction (by Paystack's id), in kobo. */
  refund(input: { transaction: string; amountKobo: number }): Promise<PaystackRefund>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waka's one way to Paystack (docs/decisions/0022-payments-and-holds.md): a
 * typed client over fetch. Only verify, which changes nothing, is retried;
 * initialize and refund are tried once, so a lost answer never makes a
 * second transaction or a second refund.
 */
export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const { log } = options;

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    shape: S,
  ): Promise<z.output<S>> {
    const started = performance.now();
    const facts = () => ({
      paystack: `${method} ${path}`,
      ms: Math.round(performance.now() - started),
    });
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ ...facts(), reason }, 'Paystack gave no answer');
      throw new PaystackError(`Paystack gave no answer: ${reason}`, 'unreachable');
    }
    log.info({ ...facts(), status }, 'Paystack answered');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status < 200 || status >= 300) {
      const refusal = ZRefusal.safeParse(json);
      const message = refusal.success ? refusal.data.message : `Paystack answered ${status}`;
      throw new PaystackError(message, status >= 500 ? 'unreachable' : 'refused', status);
    }
    const parsed = shape.safeParse(json);
    if (!parsed.success) {
      log.warn({ ...facts(), status }, 'Paystack answered in an unexpected shape');
      throw new PaystackError('Paystack answered in an unexpected shape', 'unreadable', status);
    }
    return parsed.data;
  }

  return {
    async initialize(input) {
      const answer = await call(
        'POST',
        '/transaction/initialize',
        {
          email: input.email,
          amount: input.amountKobo,
          currency: 'NGN',
          reference: input.reference,
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        },
        ZInitializeAnswer,
      );
      return {
        authorizationUrl: answer.data.authorization_url,
        accessCode: answer.data.access_code,
        reference: answer.data.reference,
      };
    },

    async verify(reference) {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const retries = options.verifyRetries ?? 2;
      for (let attempt = 0; ; attempt++) {
        try {
          return (await call('GET', path, undefined, ZVerifyAnswer)).data;
        } catch (error) {
          const again = error instanceof PaystackError && error.kind === 'unreachable';
          if (!again || attempt >= retries) throw error;
          await sleep((options.retryDelayMs ?? 250) * 2 ** attempt);
        }
      }
    },

    async refund(input) {
      const answer = await call(
        'POST',
        '/refund',
        { transaction: input.transaction, amount: input.amountKobo },
        ZRefundAnswer,
      );
      return answer.data;
    },
  };
}
