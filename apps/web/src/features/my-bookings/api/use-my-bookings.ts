import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZListedBookingList,
  ZUpdatePaymentStatusAnswer,
  type TListedBooking,
} from '@waka/shared/bookings/booking-lists';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { ZMyCarHireList, type TMyCarHire } from '@waka/shared/cars/my-car-hires';
import { apiGet, apiSend } from '@/lib/api-client';
import { cancelledBooking } from '@/lib/cancellation/use-cancel-booking';

const MY_BOOKINGS = ['my-bookings'] as const;
const MY_CAR_HIRES = ['my-car-hires'] as const;

/** GET /bookings/mine — the signed-in customer's own bookings (docs/product.md#roles). */
export function useMyBookings() {
  return useQuery({
    queryKey: MY_BOOKINGS,
    queryFn: ({ signal }) => apiGet('/bookings/mine', ZListedBookingList, { signal }),
    staleTime: 0,
  });
}

/** GET /carbooking/mine — the signed-in customer's own car hires, newest made first. */
export function useMyCarHires() {
  return useQuery({
    queryKey: MY_CAR_HIRES,
    queryFn: ({ signal }) => apiGet('/carbooking/mine', ZMyCarHireList, { signal }),
    staleTime: 0,
  });
}

/**
 * PUT /bookings/status/{bookingId} — "Yes, Payment Made" (docs/product.md#payment): the
 * customer's claim of a transfer made outside Waka. The server records it as
 * awaiting confirmation by the hotel, never as paid; the row shows what the
 * server answered, then the list reloads.
 */
export function useClaimTransfer() {
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
    onSuccess: ({ paymentStatus }, bookingId) => {
      queryClient.setQueryData<TListedBooking[]>(MY_BOOKINGS, (list) =>
        list?.map((b) => (b.bookingId === bookingId ? { ...b, paymentStatus } : b)),
      );
      return queryClient.invalidateQueries({ queryKey: MY_BOOKINGS });
    },
  });
}

/**
 * After a cancellation: the row reads Cancelled at once, with what was kept
 * and what comes back (its Cancel and Pay Now go), then the list reloads
 * from the server.
 */
export function useShowCancelled() {
  const queryClient = useQueryClient();
  return (answer: TCancellation) => {
    queryClient.setQueryData<TListedBooking[]>(MY_BOOKINGS, (list) =>
      list?.map((b) => (b.reference === answer.reference ? cancelledBooking(b, answer) : b)),
    );
    queryClient.setQueryData<TMyCarHire[]>(MY_CAR_HIRES, (list) =>
      list?.map((h) => (h.reference === answer.reference ? cancelledBooking(h, answer) : h)),
    );
    void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS });
    void queryClient.invalidateQueries({ queryKey: MY_CAR_HIRES });
  };
}
