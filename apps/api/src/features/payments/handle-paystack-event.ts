import type { PaymentDeps } from '../../lib/payments/payment-deps';
import { findPayment, recordEvent } from '../../lib/payments/payment-repository';
import { settleRefunds } from '../../lib/payments/refund-repository';
import { settlePayment } from '../../lib/payments/settle-payment';
import type { PaystackEvent } from '../../lib/paystack/paystack-shapes';

/**
 * Acts on a signed Paystack event, once (docs/decisions/0022-payments-and-holds.md):
 * `charge.success` settles the attempt (Paystack's verify decides, not the
 * event's body); `refund.processed` and `refund.failed` settle its refunds.
 * Any other event, or one about a reference Waka never made, is ignored: it
 * is answered 200 all the same, so Paystack stops sending it. Throws
 * PaystackError when Paystack cannot be asked to verify: the webhook then
 * answers 503 and Paystack sends the event again later.
 */
export async function handlePaystackEvent(deps: PaymentDeps, event: PaystackEvent): Promise<void> {
  if (event.event === 'charge.success' && event.data.reference) {
    await settlePayment(deps, event.data.reference, { event: event.event });
    return;
  }
  const reference = event.data.transaction_reference;
  if ((event.event === 'refund.processed' || event.event === 'refund.failed') && reference) {
    if (!(await findPayment(deps.db, reference))) return;
    const outcome = event.event === 'refund.processed' ? 'refunded' : 'failed';
    // One payment may have several refunds (a cheaper change, then a cancel):
    // each has its own event, told apart by Paystack's refund id.
    const acted = event.data.id ? `${event.event} ${event.data.id}` : event.event;
    const moved = await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, acted, reference))) return 0;
      return settleRefunds(tx, reference, outcome, event.data.id);
    });
    if (moved > 0 && outcome === 'failed')
      deps.log.error({ payment: reference }, 'Paystack could not refund a payment');
  }
}
