import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZOwnerBookingPage, type TOwnerBookingsQuery } from '@waka/shared/bookings/booking-lists';
import { apiGet } from '@/lib/api-client';

/** Every page and filter of the owner's bookings shares this root; a payment change refreshes them all. */
export const OWNER_BOOKINGS = ['owner-bookings'] as const;

function toSearch(query: TOwnerBookingsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

/**
 * GET /owner/bookings — a page of the bookings on the owner's hotels, newest
 * made first. While another page or filter loads, the last answer stays on
 * screen (dimmed by the list) rather than a skeleton flashing.
 */
export function useOwnerBookings(query: TOwnerBookingsQuery) {
  return useQuery({
    queryKey: [...OWNER_BOOKINGS, query],
    queryFn: ({ signal }) =>
      apiGet(`/owner/bookings?${toSearch(query)}`, ZOwnerBookingPage, { signal }),
    placeholderData: keepPreviousData,
    // Guests book at any moment: check again whenever the owner comes back.
    staleTime: 0,
  });
}
