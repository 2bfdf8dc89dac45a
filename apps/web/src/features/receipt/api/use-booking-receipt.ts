import { useQuery } from '@tanstack/react-query';
import { ZBooking, type TBooking } from '@waka/shared/bookings/create-booking';
import { apiGet } from '@/lib/api-client';
import { bookingPath, bookingQueryKey, holdRefetchInterval } from '@/lib/payments/booking-queries';

/**
 * GET /bookings/{reference}?email= — the receipt's booking. The booking the
 * dialog just made seeds the cache, so arriving from Book Now shows at once
 * and a reload (or a link from the email) loads the same from the server.
 * While a hold runs it asks again when the hold runs out, so the payment
 * panel turns to "Expired — not paid" by itself.
 */
export function useBookingReceipt(reference: string, email: string, justMade?: TBooking) {
  return useQuery({
    queryKey: bookingQueryKey(reference, email),
    queryFn: ({ signal }) => apiGet(bookingPath(reference, email), ZBooking, { signal }),
    initialData: justMade?.reference === reference ? justMade : undefined,
    refetchInterval: (query) => holdRefetchInterval(query.state.data),
    retry: false,
  });
}

/** The server's PDF of the same receipt (docs/product.md#completed-features). */
export function receiptPdfUrl(reference: string, email: string): string {
  return `/api/v1/bookings/${encodeURIComponent(reference)}/receipt.pdf?${new URLSearchParams({ email })}`;
}
