import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdatePaymentStatusAnswer } from '@waka/shared/bookings/booking-lists';
import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { apiSend } from '@/lib/api-client';
import type { OwnerCarBookingPage } from './fetch-owner-car-bookings';
import { ownerCarKeys } from './owner-car-keys';

/**
 * PUT /carbooking/status/{bookingId} with 'paid' — the car's owner confirms
 * cash or a transfer received at pickup (docs/product.md#payment). The row
 * shows the saved status at once, then the pages reload.
 */
export function useConfirmCarPayment(booking: TOwnerCarBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `car-booking-payment-${booking.bookingId}` },
    mutationFn: () =>
      apiSend(
        'PUT',
        `/carbooking/status/${encodeURIComponent(booking.bookingId)}`,
        ZUpdatePaymentStatusAnswer,
        { body: { paymentStatus: 'paid' } },
      ),
    onSuccess: ({ paymentStatus }) => {
      queryClient.setQueriesData<OwnerCarBookingPage>(
        { queryKey: ownerCarKeys.bookings() },
        (page) =>
          page
            ? {
                ...page,
                bookings: page.bookings.map((b) =>
                  b.bookingId === booking.bookingId ? { ...b, paymentStatus } : b,
                ),
              }
            : page,
      );
      void queryClient.invalidateQueries({ queryKey: ownerCarKeys.bookings() });
    },
  });
}
