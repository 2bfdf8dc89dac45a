import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdatePaymentStatusAnswer,
  type TListedBooking,
  type TOwnerBookingPage,
} from '@waka/shared/bookings/booking-lists';
import { apiSend } from '@/lib/api-client';
import { OWNER_DASHBOARD } from '@/lib/owner-queries';
import { OWNER_BOOKINGS } from './use-owner-bookings';

type PaymentStatus = TListedBooking['paymentStatus'];

/**
 * PUT /bookings/status/{bookingId} — the hotel's owner marks a booking paid or
 * not paid (docs/product.md#payment). The row shows the saved status at once; then every cached
 * page refetches (a filtered page may lose the row), and so does the dashboard,
 * whose cards and recent bookings read the same status.
 */
export function useMarkPayment(booking: TListedBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `booking-payment-${booking.bookingId}` },
    mutationFn: (paymentStatus: PaymentStatus) =>
      apiSend(
        'PUT',
        `/bookings/status/${encodeURIComponent(booking.bookingId)}`,
        ZUpdatePaymentStatusAnswer,
        {
          body: { paymentStatus },
        },
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
