import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSupportContacts } from '@waka/shared/support/support-contacts';
import type { PaymentConfig } from '../config-payments';
import type { Database, Engine } from '../db/database';
import type { MailDrainer } from './mail/mail-drainer';
import type { HoldSweeper } from './holds/hold-sweeper';
import type { Identify } from './auth/identify';
import type { RefundRequester } from './payments/refund-requester';
import type { PaystackClient } from './paystack/paystack-client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    engine: Engine;
    /** Where people reach Waka (links in emails). */
    publicUrl: string;
    /** Whom travellers call or write to (docs/decisions/0027-the-support-line.md). */
    support: TSupportContacts;
    /** Sends queued mail after commits (docs/product.md#email). */
    mailer: MailDrainer;
    /** Who a request is from: the better-auth session, or a Clerk token in Clerk mode. */
    identify: Identify;
    /** The identity provider the web should use (docs/product.md#accounts). */
    accountsProvider: { provider: 'better-auth' } | { provider: 'clerk'; publishableKey: string };
    /** Paystack or the test gateway, and how long holds last (docs/decisions/0022-payments-and-holds.md). */
    payments: PaymentConfig;
    /** Paystack's API, or the test gateway speaking it, at `payments.apiUrl`. */
    paystack: PaystackClient;
    /** Asks Paystack for the refunds settling writes down; started by the server. */
    refundRequester: RefundRequester;
    /** Releases holds that ran out unpaid; started by the server (docs/decisions/0022-payments-and-holds.md). */
    holdSweeper: HoldSweeper;
    /** The instant the cancellation policy is read at; tests set their own clock (AppRuntime.now). */
    now: () => Date;
    /** Answers a browser route (/rooms/abc) with the web app's index.html. */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
