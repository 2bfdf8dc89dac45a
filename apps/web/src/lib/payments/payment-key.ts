/*
 * The Idempotency-Key of an online payment's start (docs/decisions/0036),
 * one per booking, shared by every tab of this browser: two tabs, a double
 * click or a retry after a dropped answer start one Paystack transaction and
 * go to its one checkout page. A declined payment forgets it, so trying again
 * starts a new one; so does time, within a hold's length, as a stale page
 * should not be paid.
 */

const PREFIX = 'waka:payment-key:';
const LIFETIME_MS = 20 * 60_000;

type Kept = { key: string; madeAt: number };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The key for starting to pay this booking now: the one kept, while it is fresh, else a new one. */
export function paymentKeyFor(reference: string, now = Date.now()): string {
  const store = storage();
  try {
    const kept = JSON.parse(store?.getItem(PREFIX + reference) ?? 'null') as Kept | null;
    if (kept && typeof kept.key === 'string' && now - kept.madeAt < LIFETIME_MS) return kept.key;
  } catch {
    // Something else wrote there: a new key replaces it.
  }
  const made: Kept = { key: crypto.randomUUID(), madeAt: now };
  try {
    store?.setItem(PREFIX + reference, JSON.stringify(made));
  } catch {
    // Private browsing or a full store: this start still has its key.
  }
  return made.key;
}

/** The payment did not go through: the next start is a new one. */
export function forgetPaymentKey(reference: string): void {
  try {
    storage()?.removeItem(PREFIX + reference);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
