import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { TEST_GATEWAY_PATH, TEST_GATEWAY_SECRET } from '../../config-payments';
import { GatewayLedger, type Delivery, type Tampering } from './gateway-ledger';
import { testGatewayRoutes } from './gateway-routes';
import { WebhookSender } from './webhook-sender';

const WEBHOOK_PATH = '/api/v1/payments/paystack/webhook';

/** Where a listening server is reached from this machine: its own address, or loopback for "any". */
function ownAddress(server: FastifyInstance['server']): string | undefined {
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Mounts the test gateway on the app at TEST_GATEWAY_PATH
 * (docs/decisions/0022-payments-and-holds.md): checkout pages under the
 * public URL, events sent back to this same server's webhook once it listens.
 * It pays, declines and answers its API for this machine's callers only,
 * unless `anyCaller` (PAYMENTS_TEST_MODE; docs/decisions/0034-test-payments-move-no-money.md).
 */
export async function mountTestGateway(
  app: FastifyInstance,
  options: { publicUrl: string; port: number; anyCaller: boolean },
): Promise<void> {
  const ledger = new GatewayLedger();
  const webhookUrl = () =>
    `${ownAddress(app.server) ?? `http://127.0.0.1:${options.port}`}${WEBHOOK_PATH}`;
  const sender = new WebhookSender({
    secret: TEST_GATEWAY_SECRET,
    webhookUrl,
    ledger,
    log: app.log,
  });
  await app.register(
    testGatewayRoutes({
      secret: TEST_GATEWAY_SECRET,
      publicBase: () => `${options.publicUrl}${TEST_GATEWAY_PATH}`,
      webhookUrl,
      ledger,
      sender,
      anyCaller: options.anyCaller,
    }),
    { prefix: TEST_GATEWAY_PATH },
  );
}

/** A test gateway serving alone, and what a test may ask of it. */
export type StandaloneGateway = {
  /** Its base URL: what PAYSTACK_API_URL names. */
  url: string;
  /** Its secret key: what PAYSTACK_SECRET_KEY names. */
  secret: string;
  ledger: GatewayLedger;
  /** Every event it sent, with each try's answer. */
  deliveries: Delivery[];
  /** From now on, verify and the events report these values for this reference. */
  tamper(reference: string, changes: Tampering): void;
  /** The body and signature Paystack would send now for this event about this transaction. */
  signedEvent(event: string, reference: string): { body: string; signature: string };
  /** Where events go from now on. */
  setWebhookUrl(url: string): void;
  /** Resolves once every event under way was delivered or given up. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts the test gateway on its own server, on an ephemeral port of this
 * machine, for tests. Events go to `webhookUrl` (set it later with
 * setWebhookUrl, once the app listens).
 */
export async function startTestGateway(
  options: { secret?: string; webhookUrl?: string; refundDelayMs?: number } = {},
): Promise<StandaloneGateway> {
  const secret = options.secret ?? TEST_GATEWAY_SECRET;
  let webhookUrl = options.webhookUrl ?? 'http://127.0.0.1:9/unset';
  let base = '';
  const ledger = new GatewayLedger();
  const sender = new WebhookSender({
    secret,
    webhookUrl: () => webhookUrl,
    ledger,
    retryDelayMs: 50,
  });
  const server = Fastify({ logger: false });
  await server.register(
    testGatewayRoutes({
      secret,
      publicBase: () => base,
      webhookUrl: () => webhookUrl,
      ledger,
      sender,
      refundDelayMs: options.refundDelayMs,
      // Listening on 127.0.0.1, it has no other callers.
      anyCaller: false,
    }),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = ownAddress(server.server)!;
  return {
    url: base,
    secret,
    ledger,
    deliveries: ledger.deliveries,
    tamper: (reference, changes) => ledger.tamper(reference, changes),
    signedEvent: (event, reference) => {
      const transaction = ledger.transactions.get(reference);
      if (!transaction) throw new Error(`The test gateway has no transaction ${reference}`);
      return sender.sign(event, ledger.describe(transaction));
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    idle: () => sender.idle(),
    close: async () => {
      await sender.idle();
      await server.close();
    },
  };
}
