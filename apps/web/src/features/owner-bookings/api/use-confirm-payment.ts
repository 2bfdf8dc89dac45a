import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZNoShowAnswer,
  ZUpdatePaymentStatusAnswer,
  type TListedBooking,
  type TOwnerBookingPage,
} from '@waka/shared/bookings/booking-lists';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import { apiSend } from '@/lib/api-client';
import { cancelledBooking } from '@/lib/cancellation/use-cancel-booking';
import { OWNER_DASHBOARD } from '@/lib/owner-queries';
import { OWNER_BOOKINGS } from './use-owner-bookings';

/** The row shows what the server saved at once, on every cached page, before they refetch. */
function showSaved(
  queryClient: QueryClient,
  booking: TListedBooking,
  save: (saved: TListedBooking) => TListedBooking,
) {
  queryClient.setQueriesData<TOwnerBookingPage>({ queryKey: OWNER_BOOKINGS }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((b) => (b.bookingId === booking.bookingId ? save(b) : b)),
        }
      : page,
  );
}

/**
 * PUT /bookings/status/{bookingId} — the hotel's owner confirms cash or a
 * transfer received ('paid'), or sets back one confirmed by mistake ('not
 * paid') (docs/product.md#payment). The row shows the saved status at once;
 * then every cached page refetches (a filtered page may lose the row), and so
 * does the dashboard, whose revenue counts paid money.
 */
function useSetPayment(booking: TListedBooking, paymentStatus: 'paid' | 'not paid') {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `booking-payment-${booking.bookingId}` },
    mutationFn: () =>
      apiSend(
        'PUT',
        `/bookings/status/${encodeURIComponent(booking.bookingId)}`,
        ZUpdatePaymentStatusAnswer,
        { body: { paymentStatus } },
      ),
    onSuccess: (answer) => {
      showSaved(queryClient, booking, (b) => ({ ...b, paymentStatus: answer.paymentStatus }));
      // Not awaited: the save is done; the lists catch up on their own.
      void queryClient.invalidateQueries({ queryKey: OWNER_BOOKINGS });
      void queryClient.invalidateQueries({ queryKey: OWNER_DASHBOARD });
    },
  });
}

export const useConfirmPayment = (booking: TListedBooking) => useSetPayment(booking, 'paid');
export const useMarkNotPaid = (booking: TListedBooking) => useSetPayment(booking, 'not paid');

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
    onSuccess: ({ status, paymentStatus }) => {
      showSaved(queryClient, booking, (b) => ({ ...b, status, paymentStatus }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_BOOKINGS }),
        queryClient.invalidateQueries({ queryKey: OWNER_DASHBOARD }),
      ]);
    },
  });
}

/**
 * After the owner cancelled a booking (the dialog's own call): the row reads
 * Cancelled at once, with what goes back, and stays in the list; the lists
 * and the dashboard, whose revenue counts only what was kept, reload.
 */
export function useShowOwnerCancelled() {
  const queryClient = useQueryClient();
  return (booking: TListedBooking, answer: TCancellation) => {
    showSaved(queryClient, booking, (b) => cancelledBooking(b, answer));
    void queryClient.invalidateQueries({ queryKey: OWNER_BOOKINGS });
    void queryClient.invalidateQueries({ queryKey: OWNER_DASHBOARD });
  };
}
