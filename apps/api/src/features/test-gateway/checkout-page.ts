import { formatNaira, koboToNaira } from '@waka/shared/money';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { escapeHtml } from '../../lib/mail/mail-text';
import type { GatewayTransaction } from './gateway-ledger';

/*
 * The test gateway's checkout page: plain HTML forms, no script (the app's
 * Content-Security-Policy allows none inline, and none is needed), readable
 * from 360 px, marked on every view as a test in which no money moves.
 */

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f4f6f8; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .test { margin: 0 0 1rem; padding: 0.75rem 1rem; border: 2px solid #8a5a00; border-radius: 0.5rem;
          background: #fff4d6; color: #4d3200; font-weight: 700; }
  .card { padding: 1.25rem; border-radius: 0.75rem; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #4a4a4a; }
  dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0 0 0.75rem; }
  button, .back { display: block; width: 100%; min-height: 3rem; padding: 0.75rem 1rem; border-radius: 0.5rem;
           font: inherit; font-weight: 600; text-align: center; cursor: pointer; }
  .pay { border: 0; background: #0a6640; color: #fff; }
  .decline { border: 2px solid #a61b1b; background: #fff; color: #a61b1b; }
  .back { border: 2px solid #0a6640; color: #0a6640; text-decoration: none; }
  button:focus-visible, .back:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
  p { margin: 0 0 1rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test" role="note">${escapeHtml(ONLINE_PAYMENT_MESSAGES.testPayment)}</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

function bookingOf(transaction: GatewayTransaction): string | undefined {
  const metadata = transaction.metadata as { bookingReference?: unknown } | null | undefined;
  return typeof metadata?.bookingReference === 'string' ? metadata.bookingReference : undefined;
}

/** The checkout of a transaction nobody has completed: Pay or Decline. */
export function checkoutPage(transaction: GatewayTransaction): string {
  const amount = naira(transaction.amount);
  const booking = bookingOf(transaction);
  const code = escapeHtml(transaction.accessCode);
  return page(
    `Test payment of ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<dl>
<dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd>
${booking ? `<dt>For</dt><dd>${escapeHtml(booking)}</dd>\n` : ''}<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>
<p>This page stands in for Paystack's checkout. Choose what the payment does.</p>
<form method="post" action="${code}/pay"><button type="submit" class="pay">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${code}/decline"><button type="submit" class="decline">Decline</button></form>`,
  );
}

/** A transaction already paid, declined or refunded: what happened, and the way back. */
export function completedPage(
  transaction: GatewayTransaction,
  backUrl: string | undefined,
): string {
  const outcome: Record<GatewayTransaction['status'], string> = {
    success: `Paid ${naira(transaction.amount)}.`,
    failed: 'This payment was declined.',
    reversed: 'This payment was refunded.',
    abandoned: 'This payment was not completed.',
  };
  return page(
    'Test payment complete',
    `<h1>${escapeHtml(outcome[transaction.status])}</h1>
<p>Reference ${escapeHtml(transaction.reference)}.</p>
${backUrl ? `<a class="back" href="${escapeHtml(backUrl)}">Return to Waka</a>` : ''}`,
  );
}

/** Why a Pay or Decline from another machine was refused (docs/decisions/0034-test-payments-move-no-money.md). */
const ONLY_THIS_MACHINE = 'This test checkout only takes payments from the machine Waka runs on.';

export function notThisMachinePage(): string {
  return page(
    'Test checkout refused',
    `<h1>${escapeHtml(ONLY_THIS_MACHINE)}</h1>
<p>Nothing was paid or declined. Open Waka in a browser on that machine to pay or decline, or start Waka with PAYMENTS_TEST_MODE=true to let testers elsewhere use this checkout.</p>`,
  );
}

export function unknownCheckoutPage(): string {
  return page(
    'Checkout not found',
    '<h1>This checkout link is not valid.</h1><p>Start the payment again from Waka.</p>',
  );
}
