import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GatewayLedger, type GatewayTransaction } from './gateway-ledger';
import {
  checkoutPage,
  completedPage,
  notThisMachinePage,
  unknownCheckoutPage,
} from './checkout-page';
import { fromThisMachine } from './this-machine';
import { WebhookSender } from './webhook-sender';

export type TestGatewayOptions = {
  /** The secret key callers must present, and the one events are signed with. */
  secret: string;
  /** Where the gateway is reached from a browser (authorization_url's base), no trailing slash. */
  publicBase: () => string;
  /** Where signed events are sent. */
  webhookUrl: () => string;
  ledger: GatewayLedger;
  sender: WebhookSender;
  /** How long after POST /refund Paystack's refund.processed follows (100 ms). */
  refundDelayMs?: number;
  /**
   * Pay, decline and answer the API for callers on any machine
   * (PAYMENTS_TEST_MODE); otherwise only for this machine's
   * (docs/decisions/0034-test-payments-move-no-money.md).
   */
  anyCaller: boolean;
};

const hidden = { hide: true } as const;

const ZInitialize = z.object({
  email: z.string().regex(/^[^\s@]+@[^\s@]+$/, 'Invalid Email Address Passed'),
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int('Invalid Amount Sent').positive('Invalid Amount Sent')),
  currency: z.literal('NGN', 'Currency not supported by merchant').default('NGN'),
  reference: z.string().min(1).max(100).optional(),
  callback_url: z.url().optional(),
  metadata: z.unknown().optional(),
});

const ZRefund = z.object({
  transaction: z.union([z.string().min(1), z.number()]),
  amount: z.number().int().positive().optional(),
});

/** Paystack's refusal shape: `{ status: false, message }`. */
const refuse = (reply: FastifyReply, code: number, message: string) =>
  reply.status(code).send({ status: false, message });

function authorised(request: FastifyRequest, secret: string): boolean {
  return request.headers.authorization === `Bearer ${secret}`;
}

const ONLY_THIS_MACHINE_API =
  'The test gateway only answers calls from the machine Waka runs on (or with PAYMENTS_TEST_MODE=true)';

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Paystack sends the guest back with the reference twice, as trxref and as reference. */
function callbackFor(transaction: GatewayTransaction): string | undefined {
  if (!transaction.callbackUrl) return undefined;
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}

/**
 * The test gateway (docs/decisions/0022-payments-and-holds.md): Paystack's
 * HTTP API as Waka uses it, and a checkout page, kept in memory. Mounted at
 * TEST_GATEWAY_PATH by a server with no Paystack key, or served alone by
 * startTestGateway for the tests. It stands in for Paystack, not for any of
 * Waka's code: Waka's own client talks to it over HTTP.
 */
export function testGatewayRoutes(options: TestGatewayOptions): FastifyPluginAsync {
  const { ledger, sender } = options;
  // Its secret is public and it moves no money: from elsewhere, it would mark bookings paid or forge refunds.
  const allowed = (request: FastifyRequest) => options.anyCaller || fromThisMachine(request);
  const api = {
    schema: hidden,
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(request)) return refuse(reply, 403, ONLY_THIS_MACHINE_API);
    },
  };
  const button = {
    schema: hidden,
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(request)) return html(reply, 403, notThisMachinePage(), undefined);
    },
  };
  return async (app) => {
    // The checkout's buttons are plain forms; their (empty) bodies are not read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    app.post('/transaction/initialize', api, async (request, reply) => {
      if (!authorised(request, options.secret)) return refuse(reply, 401, 'Invalid key');
      const parsed = ZInitialize.safeParse(request.body ?? {});
      if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
      const input = parsed.data;
      const fault = ledger.initializeFaults.shift();
      if (fault === 'refuse') return refuse(reply, 400, 'Transaction could not be initialized');
      const reference = input.reference ?? `T${Date.now()}${ledger.transactions.size}`;
      if (ledger.transactions.has(reference))
        return refuse(reply, 400, 'Duplicate Transaction Reference');
      const metadata =
        typeof input.metadata === 'string' ? safeJson(input.metadata) : input.metadata;
      const transaction = ledger.open({
        reference,
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        callbackUrl: input.callback_url,
        metadata: metadata ?? null,
      });
      if (fault === 'lose the answer') return refuse(reply, 500, 'An error occurred');
      return {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${options.publicBase()}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference: transaction.reference,
        },
      };
    });

    app.get<{ Params: { reference: string } }>(
      '/transaction/verify/:reference',
      api,
      async (request, reply) => {
        if (!authorised(request, options.secret)) return refuse(reply, 401, 'Invalid key');
        const transaction = ledger.transactions.get(request.params.reference);
        if (!transaction) return refuse(reply, 400, 'Transaction reference not found');
        return {
          status: true,
          message: 'Verification successful',
          data: ledger.describe(transaction),
        };
      },
    );

    app.get<{ Params: { code: string } }>(
      '/checkout/:code',
      { schema: hidden },
      async (request, reply) => {
        const transaction = ledger.byAccessCode(request.params.code);
        if (!transaction) return html(reply, 404, unknownCheckoutPage(), undefined);
        const page =
          transaction.status === 'abandoned'
            ? checkoutPage(transaction)
            : completedPage(transaction, callbackFor(transaction));
        return html(reply, 200, page, transaction.callbackUrl);
      },
    );

    app.post<{ Params: { code: string } }>(
      '/checkout/:code/pay',
      button,
      async (request, reply) => {
        const transaction = ledger.byAccessCode(request.params.code);
        if (!transaction) return html(reply, 404, unknownCheckoutPage(), undefined);
        // A second click finds it paid: back to Waka, no second payment or event.
        if (transaction.status === 'abandoned') {
          transaction.status = 'success';
          transaction.gatewayResponse = 'Successful';
          transaction.channel = 'card';
          transaction.paidAt = new Date().toISOString();
          sender.send('charge.success', transaction.reference, ledger.describe(transaction));
        }
        return backToMerchant(reply, transaction);
      },
    );

    // Paystack sends no event for a declined card: the guest's return is how Waka learns.
    app.post<{ Params: { code: string } }>(
      '/checkout/:code/decline',
      button,
      async (request, reply) => {
        const transaction = ledger.byAccessCode(request.params.code);
        if (!transaction) return html(reply, 404, unknownCheckoutPage(), undefined);
        if (transaction.status === 'abandoned') {
          transaction.status = 'failed';
          transaction.gatewayResponse = 'Declined';
          transaction.channel = 'card';
        }
        return backToMerchant(reply, transaction);
      },
    );

    // Each ask is logged before its answer leaves, so a test that has the answer sees it.
    const logAsk = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const asked = (request.body as { transaction?: unknown } | undefined)?.transaction;
      ledger.refundAsks.push({ transaction: String(asked), status: reply.statusCode });
      return Promise.resolve(payload);
    };
    app.post('/refund', { ...api, onSend: logAsk }, async (request, reply) => {
      if (!authorised(request, options.secret)) return refuse(reply, 401, 'Invalid key');
      const parsed = ZRefund.safeParse(request.body ?? {});
      if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
      const transaction = ledger.byIdOrReference(parsed.data.transaction);
      if (!transaction) return refuse(reply, 404, 'Transaction not found');
      if (transaction.status !== 'success')
        return refuse(reply, 400, 'Transaction has been fully reversed or was not successful');
      const left = transaction.amount - transaction.refundedKobo;
      const amount = parsed.data.amount ?? left;
      if (amount > left)
        return refuse(reply, 400, 'Refund amount cannot be more than the transaction amount');
      const refund = {
        id: ledger.nextRefundId(),
        transactionId: transaction.id,
        reference: transaction.reference,
        amount,
        status: 'pending' as 'pending' | 'processed',
        createdAt: new Date().toISOString(),
      };
      ledger.refunds.push(refund);
      transaction.refundedKobo += amount;
      setTimeout(() => {
        refund.status = 'processed';
        if (transaction.refundedKobo >= transaction.amount) transaction.status = 'reversed';
        sender.send('refund.processed', transaction.reference, {
          id: refund.id,
          status: 'processed',
          transaction_reference: transaction.reference,
          refund_reference: null,
          amount: String(amount),
          currency: transaction.currency,
          processor: 'test',
          customer: { first_name: null, last_name: null, email: transaction.email },
          integration: 100_001,
          domain: 'test',
        });
      }, options.refundDelayMs ?? 100).unref();
      return {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: transaction.id,
            reference: transaction.reference,
            amount: transaction.amount,
            paid_at: transaction.paidAt,
            channel: transaction.channel,
            currency: transaction.currency,
          },
          integration: 100_001,
          deducted_amount: 0,
          channel: null,
          merchant_note: 'Refund for transaction ' + transaction.reference,
          customer_note: 'Refund for transaction ' + transaction.reference,
          status: 'pending',
          refunded_by: 'test-gateway',
          expected_at: new Date(Date.now() + 86_400_000).toISOString(),
          currency: transaction.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: refund.id,
          createdAt: refund.createdAt,
          updatedAt: refund.createdAt,
        },
      };
    });
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function backToMerchant(reply: FastifyReply, transaction: GatewayTransaction) {
  const back = callbackFor(transaction);
  if (back) return reply.redirect(back, 302);
  return html(reply, 200, completedPage(transaction, undefined), undefined);
}

/**
 * An HTML page with a policy of its own: no script at all, and forms that may
 * post here and lead on to Waka's callback (Chromium checks a form's
 * redirect against form-action too). It replaces the app's policy on this
 * page when the gateway is mounted on the app.
 */
function html(reply: FastifyReply, status: number, body: string, callbackUrl: string | undefined) {
  const back = callbackUrl ? ` ${new URL(callbackUrl).origin}` : '';
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}
