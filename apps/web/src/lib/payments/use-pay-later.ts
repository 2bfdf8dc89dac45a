import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { apiSend } from '@/lib/api-client';
import { bookingKindOf } from '@waka/shared/booking-kind';
import { bookingReferenceKey } from './booking-queries';

const answerSchema = async () => (await import('@waka/shared/payments/payments')).ZPayLaterAnswer;

/**
 * POST /bookings/{reference}/pay-at-hotel, or /carbooking/{reference}/pay-at-pickup
 * for a car hire (docs/product.md#payment): the guest will pay on arrival.
 * The server emails a link that confirms the hold, or confirms it at once for
 * a signed-in customer whose email is verified (`confirmationSent` false).
 * Every screen showing the booking takes the new state at once, then reloads it.
 */
export function usePayLater(reference: string) {
  const queryClient = useQueryClient();
  const car = bookingKindOf(reference) === 'car';
  const path = car ? 'pay-at-pickup' : 'pay-at-hotel';
  return useMutation({
    mutationFn: (email: string | undefined) =>
      apiSend(
        'POST',
        `/${car ? 'carbooking' : 'bookings'}/${encodeURIComponent(reference)}/${path}`,
        answerSchema,
        { body: email ? { email } : {} },
      ),
    onSuccess: ({ paymentStatus, holdExpiresAt }) => {
      const key = bookingReferenceKey(reference);
      queryClient.setQueriesData<Partial<TPaymentFacts>>({ queryKey: key }, (old) =>
        old
          ? {
              ...old,
              paymentStatus,
              holdExpiresAt,
              paymentMethod: car ? 'at pickup' : 'at hotel',
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
