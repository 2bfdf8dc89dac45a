import { useQuery } from '@tanstack/react-query';
import { ZCancellationQuote } from '@waka/shared/cancellation/cancellation';
import { apiGet } from '@/lib/api-client';
import { cancellationQuotePath } from '@/lib/cancellation/use-cancel-booking';
import { bookingReferenceKey } from '@/lib/payments/booking-queries';

/** The longest a browser timer waits (about 24.8 days). */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * GET …/cancellation-quote, read by the receipt itself: until when the stay
 * may still be changed (the free-cancellation deadline,
 * docs/decisions/0023-cancellation-and-changes.md) and what has been paid so
 * far. Asked again just after the deadline, so "Change dates" goes away by
 * itself. Its own key, apart from the Cancel dialog's, which asks afresh on
 * each opening and must never show an answer kept from before.
 */
export function useChangeTerms(reference: string, email: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingReferenceKey(reference), 'change-terms', email.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet(cancellationQuotePath(reference, email), ZCancellationQuote, { signal }),
    enabled,
    retry: false,
    refetchInterval: (query) => {
      const terms = query.state.data;
      if (!terms?.free) return false;
      const left = Date.parse(terms.freeUntil) - Date.now();
      return Math.min(Math.max(left, 0) + 1_000, LONGEST_TIMER_MS);
    },
  });
}
