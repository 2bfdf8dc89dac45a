import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZNoShowAnswer,
  ZUpdatePaymentStatusAnswer,
  type TListedBooking,
  type TOwnerBookingPage,
} from '@waka/shared/bookings/booking-lists';
import { apiSend } from '@/lib/api-client';
import { OWNER_DASHBOARD } from '@/lib/owner-queries';
import { OWNER_BOOKINGS } from './use-owner-bookings';

/**
 * PUT /bookings/status/{bookingId} with 'paid' — the hotel's owner confirms
 * cash or a transfer received (docs/product.md#payment). The row shows the
 * saved status at once; then every cached page refetches (a filtered page may
 * lose the row), and so does the dashboard, whose revenue counts paid money.
 */
export function useConfirmPayment(booking: TListedBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `booking-payment-${booking.bookingId}` },
    mutationFn: () =>
      apiSend(
        'PUT',
        `/bookings/status/${encodeURIComponent(booking.bookingId)}`,
        ZUpdatePaymentStatusAnswer,
        { body: { paymentStatus: 'paid' } },
      ),
    onSuccess: ({ paymentStatus }) => {
      queryClient.setQueriesData<TOwnerBookingPage>({ queryKey: OWNER_BOOKINGS }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((b) =>
                b.bookingId === booking.bookingId ? { ...b, paymentStatus } : b,
              ),
            }
          : page,
      );
      // Not awaited: the save is done; the lists catch up on their own.
      void queryClient.invalidateQueries({ queryKey: OWNER_BOOKINGS });
      void queryClient.invalidateQueries({ queryKey: OWNER_DASHBOARD });
    },
  });
}

/**
 * POST /owner/bookings/{bookingId}/no-show — the guest never came
 * (docs/product.md#cancellation): the lists and the dashboard reload.
 */
export function useMarkNoShow(booking: TListedBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `booking-payment-${booking.bookingId}` },
    mutationFn: () =>
      apiSend(
        'POST',
        `/owner/bookings/${encodeURIComponent(booking.bookingId)}/no-show`,
        ZNoShowAnswer,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_BOOKINGS }),
        queryClient.invalidateQueries({ queryKey: OWNER_DASHBOARD }),
      ]),
  });
}
