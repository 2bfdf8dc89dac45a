import { useQuery } from '@tanstack/react-query';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { apiGet } from '@/lib/api-client';
import { bookingKindOf } from '@waka/shared/booking-kind';

/*
 * Every screen that shows one booking by its reference (the receipts, the
 * payment callback) keys its query under the reference, so a payment choice
 * made on any of them refreshes them all.
 */
const BY_REFERENCE = 'booking-by-reference';

/** All the cached answers about one booking. */
export const bookingReferenceKey = (reference: string) =>
  [BY_REFERENCE, reference.trim().toUpperCase()] as const;

/** One booking, as the guest with this email sees it. */
export const bookingQueryKey = (reference: string, email: string) =>
  [...bookingReferenceKey(reference), email.trim().toLowerCase()] as const;

/** GET path of a booking or a car hire by reference and the guest's email. */
export function bookingPath(reference: string, email: string): string {
  const root = bookingKindOf(reference) === 'car' ? '/carbooking' : '/bookings';
  return `${root}/${encodeURIComponent(reference)}?${new URLSearchParams({ email })}`;
}

type HoldFacts = Pick<TPaymentFacts, 'paymentStatus' | 'holdExpiresAt'>;

/**
 * When a receipt should ask again on its own: the moment an unpaid hold runs
 * out, then every few seconds until the server has released it (its sweep
 * runs every half minute), so "Expired — not paid" shows without a reload.
 */
export function holdRefetchInterval(facts: HoldFacts | undefined): number | false {
  if (!facts || facts.paymentStatus !== 'not paid' || !facts.holdExpiresAt) return false;
  const left = Date.parse(facts.holdExpiresAt) - Date.now();
  if (left > 0) return Math.min(left + 1_000, 2_147_483_647);
  // Long past and still held: the server keeps it for a reason (a payment being checked).
  return left > -5 * 60_000 ? 3_000 : false;
}

type RefundFacts = Pick<TPaymentFacts, 'refundStatus'> & {
  cancellation?: { cancelledAt: string } | null;
};

/** How long after a cancellation the receipt watches its refund: Paystack often settles it within that. */
const REFUND_WATCH_MS = 2 * 60_000;

/**
 * A receipt just cancelled asks again every few seconds while its refund is
 * pending, for two minutes, so "Refunded" shows without a reload when
 * Paystack's refund.processed follows soon; later ones wait for a reload
 * (Paystack may take days).
 */
export function refundRefetchInterval(facts: RefundFacts | undefined): number | false {
  if (!facts?.cancellation || facts.refundStatus !== 'pending') return false;
  const since = Date.now() - Date.parse(facts.cancellation.cancelledAt);
  return since < REFUND_WATCH_MS ? 4_000 : false;
}

/** A receipt's own asking again: for its hold running out, or its refund settling, whichever is sooner. */
export function receiptRefetchInterval(
  facts: (HoldFacts & RefundFacts) | undefined,
): number | false {
  const asks = [holdRefetchInterval(facts), refundRefetchInterval(facts)].filter(
    (ms): ms is number => ms !== false,
  );
  return asks.length ? Math.min(...asks) : false;
}

/** A booking's payment facts and what it costs: a stay's totalAmount or a hire's totalPrice. */
export type PaymentFactsAndAmount = TPaymentFacts & { amount?: number };

const factsSchema = async () => {
  const { ZPaymentFacts } = await import('@waka/shared/payments/payments');
  return {
    parse(data: unknown): PaymentFactsAndAmount {
      const { totalAmount, totalPrice } = data as { totalAmount?: unknown; totalPrice?: unknown };
      const amount = [totalAmount, totalPrice].find((value) => typeof value === 'number');
      return { ...ZPaymentFacts.parse(data), amount: amount as number | undefined };
    },
  };
};

/**
 * Where one booking's money stands, for a page that shows no more of it (the
 * callback page, the car request just made, which seeds it with its answer).
 */
export function usePaymentFacts(reference: string, email: string, initial?: PaymentFactsAndAmount) {
  return useQuery({
    queryKey: [...bookingQueryKey(reference, email), 'payment'],
    queryFn: ({ signal }) => apiGet(bookingPath(reference, email), factsSchema, { signal }),
    initialData: initial,
    enabled: reference !== '' && email !== '',
    refetchInterval: (query) => holdRefetchInterval(query.state.data),
    retry: false,
  });
}
