import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/** The owner's hotel list; the writes below refresh it. */
export const OWNER_HOTELS = ['owner-hotels'] as const;

/** GET /owner/hotels — the signed-in owner's own hotels, newest first (D10). */
export function useOwnerHotels() {
  return useQuery({
    queryKey: OWNER_HOTELS,
    queryFn: ({ signal }) => apiGet('/owner/hotels', ZHotelList, { signal }),
  });
}
