import { useQueryClient } from '@tanstack/react-query';
import type { TCancellation } from '@waka/shared/cancellation/cancellation';
import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { cancelledBooking } from '@/lib/cancellation/use-cancel-booking';
import type { OwnerCarBookingPage } from './fetch-owner-car-bookings';
import { ownerCarKeys } from './owner-car-keys';

/**
 * After the owner cancelled a car hire (the dialog's own call): the row reads
 * Cancelled at once, with what goes back, and stays in the list, then the
 * pages reload.
 */
export function useShowCarCancelled() {
  const queryClient = useQueryClient();
  return (booking: TOwnerCarBooking, answer: TCancellation) => {
    queryClient.setQueriesData<OwnerCarBookingPage>(
      { queryKey: ownerCarKeys.bookings() },
      (page) =>
        page
          ? {
              ...page,
              bookings: page.bookings.map((b) =>
                b.bookingId === booking.bookingId ? cancelledBooking(b, answer) : b,
              ),
            }
          : page,
    );
    void queryClient.invalidateQueries({ queryKey: ownerCarKeys.bookings() });
  };
}
