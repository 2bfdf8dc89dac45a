import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZBookingChange,
  type TChangeBookingRequest,
} from '@waka/shared/cancellation/change-booking';
import { apiSend } from '@/lib/api-client';
import { bookingQueryKey, bookingReferenceKey } from '@/lib/payments/booking-queries';

export type ChangeInput = {
  request: TChangeBookingRequest;
  /** One per selection sent: a retry or a double click changes the booking once. */
  idempotencyKey: string;
};

/**
 * POST /bookings/{reference}/change (docs/decisions/0023-cancellation-and-changes.md):
 * the guest's email speaks for them. The receipt shows the changed booking
 * from the answer at once; then everything cached about the booking is asked
 * again, the change terms among it (their deadline moved with check-in).
 */
export function useChangeBooking(reference: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: ChangeInput) =>
      apiSend('POST', `/bookings/${encodeURIComponent(reference)}/change`, ZBookingChange, {
        body: request,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingQueryKey(reference, email), answer.booking);
      void queryClient.invalidateQueries({ queryKey: bookingReferenceKey(reference) });
    },
  });
}
