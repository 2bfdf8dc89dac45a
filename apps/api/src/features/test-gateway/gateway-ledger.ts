import { randomBytes } from 'node:crypto';

/*
 * The test gateway's memory (docs/decisions/0022-payments-and-holds.md): the
 * transactions and refunds it was asked for, kept as Paystack describes them,
 * and the webhook deliveries it made. Nothing is stored on disk: a restart
 * forgets every test payment, as a test needs.
 */

export type GatewayStatus = 'abandoned' | 'success' | 'failed' | 'reversed';

export type GatewayTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | undefined;
  metadata: unknown;
  status: GatewayStatus;
  gatewayResponse: string;
  channel: string | null;
  paidAt: string | null;
  createdAt: string;
  refundedKobo: number;
};

export type GatewayRefund = {
  id: number;
  transactionId: number;
  reference: string;
  amount: number;
  status: 'pending' | 'processed';
  createdAt: string;
};

/** One event the gateway sent, as signed, and how each try of it was answered (0: no answer). */
export type Delivery = {
  event: string;
  reference: string;
  body: string;
  signature: string;
  answers: number[];
  delivered: boolean;
};

/** What a test may make verify (and the webhooks) report instead of the truth. */
export type Tampering = Partial<{ amount: number; currency: string; status: string }>;

export class GatewayLedger {
  readonly transactions = new Map<string, GatewayTransaction>();
  readonly refunds: GatewayRefund[] = [];
  /** Every POST /refund, granted or refused, by the transaction it named. */
  readonly refundAsks: { transaction: string; status: number }[] = [];
  readonly deliveries: Delivery[] = [];
  /**
   * What the next initialize calls do instead of answering, one a call, for
   * the tests of a start that goes wrong: Paystack's refusal (no transaction
   * made), or a transaction made whose answer is lost (a 500 after it).
   */
  readonly initializeFaults: ('refuse' | 'lose the answer')[] = [];
  private readonly byCode = new Map<string, string>();
  private readonly tampered = new Map<string, Tampering>();
  private nextId = 4_100_000_001;

  open(input: {
    reference: string;
    email: string;
    amount: number;
    currency: string;
    callbackUrl: string | undefined;
    metadata: unknown;
  }): GatewayTransaction {
    const transaction: GatewayTransaction = {
      ...input,
      id: this.nextId++,
      accessCode: randomBytes(9).toString('hex'),
      // Paystack's word for a transaction nobody has completed yet.
      status: 'abandoned',
      gatewayResponse: 'The transaction was not completed',
      channel: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refundedKobo: 0,
    };
    this.transactions.set(transaction.reference, transaction);
    this.byCode.set(transaction.accessCode, transaction.reference);
    return transaction;
  }

  byAccessCode(code: string): GatewayTransaction | undefined {
    const reference = this.byCode.get(code);
    return reference === undefined ? undefined : this.transactions.get(reference);
  }

  /** By Paystack's id (a number, or its digits) or by reference, as POST /refund takes either. */
  byIdOrReference(transaction: string | number): GatewayTransaction | undefined {
    const text = String(transaction);
    if (/^\d+$/.test(text)) {
      for (const found of this.transactions.values()) if (found.id === Number(text)) return found;
    }
    return this.transactions.get(text);
  }

  nextRefundId(): number {
    return this.nextId++;
  }

  /** From now on, verify and the webhooks report these values for this reference. */
  tamper(reference: string, changes: Tampering): void {
    this.tampered.set(reference, { ...this.tampered.get(reference), ...changes });
  }

  /** The transaction as Paystack's verify and charge events describe it. */
  describe(transaction: GatewayTransaction) {
    const told = this.tampered.get(transaction.reference) ?? {};
    return {
      id: transaction.id,
      domain: 'test',
      status: told.status ?? transaction.status,
      reference: transaction.reference,
      amount: told.amount ?? transaction.amount,
      message: null,
      gateway_response: transaction.gatewayResponse,
      paid_at: transaction.paidAt,
      created_at: transaction.createdAt,
      channel: transaction.channel,
      currency: told.currency ?? transaction.currency,
      ip_address: null,
      metadata: transaction.metadata,
      fees:
        transaction.status === 'success'
          ? Math.min(200_000, Math.round(transaction.amount * 0.015))
          : null,
      customer: {
        id: transaction.id,
        first_name: null,
        last_name: null,
        email: transaction.email,
        customer_code: `CUS_test${transaction.id}`,
        phone: null,
        metadata: null,
        risk_action: 'default',
      },
      authorization:
        transaction.channel === 'card'
          ? {
              authorization_code: `AUTH_test${transaction.id}`,
              bin: '408408',
              last4: '4081',
              exp_month: '12',
              exp_year: '2030',
              channel: 'card',
              card_type: 'visa',
              bank: 'TEST BANK',
              country_code: 'NG',
              brand: 'visa',
              reusable: true,
              signature: `SIG_test${transaction.id}`,
            }
          : null,
      requested_amount: transaction.amount,
    };
  }
}
