import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { PaystackClient, PaystackLog } from '../paystack/paystack-client';

/** What settling a payment and asking for refunds need, whoever calls them. */
export type PaymentDeps = {
  db: Database;
  paystack: PaystackClient;
  /** Where people reach Waka: the receipt links in the mail. */
  publicUrl: string;
  log: PaystackLog & { error: (facts: object, message: string) => void };
  /** After a commit that queued mail or a refund: send them now rather than at the next poll. */
  onQueued?: () => void;
};

/** The app's own: its database, Paystack client, log, mail drainer and refund requester. */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  return {
    db: app.db,
    paystack: app.paystack,
    publicUrl: app.publicUrl,
    log: app.log,
    onQueued: () => {
      app.mailer.kick();
      app.refundRequester.kick();
    },
  };
}
