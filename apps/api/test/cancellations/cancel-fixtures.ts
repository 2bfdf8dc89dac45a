import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CHECK_IN_TIME } from '@waka/shared/cancellation/cancellation-policy';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { payments, refunds } from '../../src/db/schema/payments';
import { checkout, startPayment, type PaymentsTestbed } from '../support/payments-testbed';
import { TEST_PUBLIC_URL } from '../support/test-app';
import type { SignedIn } from '../support/accounts';

/*
 * Cancelling through the API as the web does
 * (docs/decisions/0023-cancellation-and-changes.md), and reading back what it
 * wrote: refund rows, mail, the gateway's ledger.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The app's clock: the machine's until a test sets an instant. */
export const clock = { at: undefined as Date | undefined };
export const testClock = () => clock.at ?? new Date();

const pathOf = (reference: string) => (reference.startsWith('WC-') ? 'carbooking' : 'bookings');

/** POST …/{reference}/cancel as a guest (body email), or a session. */
export function cancel(
  app: App,
  reference: string,
  body: { email?: string; reason?: string } = {},
  options: { who?: SignedIn; key?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${pathOf(reference)}/${reference}/cancel`,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(options.who ? { cookie: options.who.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body,
  });
}

/** GET …/{reference}/cancellation-quote, with the email or a session. */
export function quote(app: App, reference: string, email?: string, who?: SignedIn) {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  return app.inject({
    url: `/api/v1/${pathOf(reference)}/${reference}/cancellation-quote${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
}

/** The instant a stay checks in: its date at the hotel's check-in time, in Lagos. */
export const checkInInstant = (checkIn: string, time = DEFAULT_CHECK_IN_TIME) =>
  lagosInstant(checkIn, time);

/** Pays a booking or car hire at the test gateway; answers the attempt's reference. */
export async function payOnline(
  bed: PaymentsTestbed,
  booked: { reference: string; email: string },
) {
  const started = await startPayment(bed.app, { reference: booked.reference, email: booked.email });
  if (started.statusCode !== 201) throw new Error(`payment not started: ${started.body}`);
  const { authorizationUrl, paymentReference } = started.json();
  await checkout(authorizationUrl, 'pay');
  await bed.gateway.idle();
  return paymentReference as string;
}

/** The refund rows of one payment attempt. */
export async function refundsOf(db: Database, paymentReference: string) {
  return db
    .select({ reason: refunds.reason, amountKobo: refunds.amountKobo, status: refunds.status })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.reference, paymentReference));
}

/** The mails of a kind whose subject names the reference. */
export function mailsAbout(db: Database, kind: string, reference: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.subject} like ${`%${reference}%`}`));
}

/** Every ask of the gateway's refund API for this attempt's transaction. */
export function refundAsksOf(bed: PaymentsTestbed, paymentReference: string) {
  const transaction = String(bed.gateway.ledger.transactions.get(paymentReference)!.id);
  return bed.gateway.ledger.refundAsks.filter((ask) => ask.transaction === transaction);
}

export async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}
