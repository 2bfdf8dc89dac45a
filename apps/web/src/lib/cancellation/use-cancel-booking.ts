import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCancellation,
  ZCancellationQuote,
  type TCancellation,
} from '@waka/shared/cancellation/cancellation';
import { apiGet, apiSend } from '@/lib/api-client';
import { bookingReferenceKey } from '@/lib/payments/booking-queries';
import { bookingKindOf } from '@waka/shared/booking-kind';

/*
 * Cancelling a stay (WK-…) or a car hire (WC-…) and the quote before it
 * (docs/decisions/0023-cancellation-and-changes.md). The guest sends the
 * booking's email; a customer's or an owner's session speaks for them.
 */

const root = (reference: string) =>
  `${bookingKindOf(reference) === 'car' ? '/carbooking' : '/bookings'}/${encodeURIComponent(reference)}`;

const withEmail = (email?: string) => (email ? `?${new URLSearchParams({ email })}` : '');

/** GET path of what cancelling now would mean: the guest's email, or none with a session. */
export const cancellationQuotePath = (reference: string, email?: string) =>
  `${root(reference)}/cancellation-quote${withEmail(email)}`;

/**
 * GET …/cancellation-quote — what cancelling now would keep and give back.
 * Asked afresh each time the dialog opens: the answer turns from free to
 * late at the deadline, so an old one is never shown.
 */
export function useCancellationQuote(reference: string, email?: string) {
  return useQuery({
    queryKey: [
      ...bookingReferenceKey(reference),
      'cancellation-quote',
      email?.trim().toLowerCase() ?? 'session',
    ],
    queryFn: ({ signal }) =>
      apiGet(cancellationQuotePath(reference, email), ZCancellationQuote, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export type CancelInput = {
  email?: string;
  reason?: string;
  /** One per dialog opening: a retry or a double click cancels (and refunds) once. */
  idempotencyKey: string;
};

/** A cached booking, whatever screen holds it: it carries its payment facts. */
type CachedBooking = { paymentStatus: string; status?: string };
const isBooking = (data: unknown): data is CachedBooking =>
  typeof data === 'object' && data !== null && 'paymentStatus' in data;

/** The booking as the cancellation left it: what the receipt shows until it asks the server again. */
export function cancelledBooking<T extends CachedBooking>(booking: T, answer: TCancellation): T {
  const { keptAmount, refundAmount, cancelledBy, reason, cancelledAt, refundStatus } = answer;
  return {
    ...booking,
    status: 'cancelled',
    holdExpiresAt: null,
    cancellation: { keptAmount, refundAmount, cancelledBy, reason, cancelledAt },
    ...(refundStatus ? { refundStatus, refundAmount } : {}),
  };
}

/**
 * POST …/cancel with an Idempotency-Key. Every cached view of the booking
 * shows the answer at once; the receipt then asks again on its own while the
 * refund is pending (receiptRefetchInterval), so "Refunded" follows Paystack.
 */
export function useCancelBooking(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, reason, idempotencyKey }: CancelInput) =>
      apiSend('POST', `${root(reference)}/cancel`, ZCancellation, {
        body: { ...(email ? { email } : {}), ...(reason === undefined ? {} : { reason }) },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: (answer) => {
      queryClient.setQueriesData({ queryKey: bookingReferenceKey(reference) }, (data: unknown) =>
        isBooking(data) ? cancelledBooking(data, answer) : data,
      );
      // Marked stale, not fetched now: the answer is what the server holds.
      void queryClient.invalidateQueries({
        queryKey: bookingReferenceKey(reference),
        refetchType: 'none',
      });
    },
  });
}
