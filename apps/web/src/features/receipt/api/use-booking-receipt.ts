import { useQuery } from '@tanstack/react-query';
import { ZBooking, type TBooking } from '@waka/shared/bookings/create-booking';
import { apiGet } from '@/lib/api-client';

/**
 * GET /bookings/{reference}?email= — the receipt's booking. The booking the
 * dialog just made seeds the cache, so arriving from Book Now shows at once
 * and a reload (or a link from the email) loads the same from the server.
 */
export function useBookingReceipt(reference: string, email: string, justMade?: TBooking) {
  return useQuery({
    queryKey: ['booking-receipt', reference, email.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet(
        `/bookings/${encodeURIComponent(reference)}?${new URLSearchParams({ email })}`,
        ZBooking,
        { signal },
      ),
    initialData: justMade?.reference === reference ? justMade : undefined,
    retry: false,
  });
}

/** The server's PDF of the same receipt (docs/product.md#completed-features). */
export function receiptPdfUrl(reference: string, email: string): string {
  return `/api/v1/bookings/${encodeURIComponent(reference)}/receipt.pdf?${new URLSearchParams({ email })}`;
}
