import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZListedBookingList,
  ZUpdatePaymentStatusAnswer,
} from '@waka/shared/bookings/booking-lists';
import { apiGet, apiSend } from '@/lib/api-client';

const MY_BOOKINGS = ['my-bookings'] as const;

/** GET /bookings/mine — the signed-in customer's own bookings (docs/product.md#roles). */
export function useMyBookings() {
  return useQuery({
    queryKey: MY_BOOKINGS,
    queryFn: ({ signal }) => apiGet('/bookings/mine', ZListedBookingList, { signal }),
    staleTime: 0,
  });
}

/** PUT /bookings/status/{bookingId} — "Yes, Payment Made" (docs/product.md#payment); the list reloads after. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiSend(
        'PUT',
        `/bookings/status/${encodeURIComponent(bookingId)}`,
        ZUpdatePaymentStatusAnswer,
        {
          body: { paymentStatus: 'paid' },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BOOKINGS }),
  });
}
