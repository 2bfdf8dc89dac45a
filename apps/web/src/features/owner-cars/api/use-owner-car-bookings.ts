import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOwnerCarBookingsQuery } from '@waka/shared/cars/car-lists';
import { fetchOwnerCarBookings } from './fetch-owner-car-bookings';
import { ownerCarKeys } from './owner-car-keys';

/**
 * The bookings of the owner's cars, newest made first, one page at a time.
 * While the next page loads the last one stays on screen (dimmed by the
 * list) rather than a spinner flashing.
 */
export function useOwnerCarBookings(query: Required<TOwnerCarBookingsQuery>) {
  return useQuery({
    queryKey: ownerCarKeys.bookingsPage(query),
    queryFn: ({ signal }) => fetchOwnerCarBookings(query, signal),
    placeholderData: keepPreviousData,
    // Guests book at any moment: check again whenever the owner comes back.
    staleTime: 0,
  });
}
