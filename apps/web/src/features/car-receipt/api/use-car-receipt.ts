import { useQuery } from '@tanstack/react-query';
import { ZCarBooking, type TCarBooking } from '@waka/shared/cars/car-booking';
import { apiGet } from '@/lib/api-client';
import {
  bookingPath,
  bookingQueryKey,
  receiptRefetchInterval,
} from '@/lib/payments/booking-queries';

/**
 * GET /carbooking/{reference}?email= — a car hire as its guest sees it. The
 * hire the request page just made seeds it; while its hold runs it asks again
 * when the hold runs out, as the room receipt does.
 */
export function useCarReceipt(reference: string, email: string, justMade?: TCarBooking) {
  return useQuery({
    queryKey: bookingQueryKey(reference, email),
    queryFn: ({ signal }) => apiGet(bookingPath(reference, email), ZCarBooking, { signal }),
    initialData: justMade?.reference === reference ? justMade : undefined,
    refetchInterval: (query) => receiptRefetchInterval(query.state.data),
    retry: false,
  });
}

/** The server's PDF of the same receipt, for the hire's email. */
export function carReceiptPdfUrl(reference: string, email: string): string {
  return `/api/v1/carbooking/${encodeURIComponent(reference)}/receipt.pdf?${new URLSearchParams({ email })}`;
}
