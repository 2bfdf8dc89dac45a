import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/** GET /hotels/search?q= — hotels whose name, city, state or address contains the destination. */
export function useSearchHotels(destination: string) {
  const q = destination.trim();
  return useQuery({
    // Case does not change the answer, so "Lagos" and "lagos" share one cache entry.
    queryKey: ['hotels', 'search', q.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet(`/hotels/search?${new URLSearchParams({ q })}`, ZHotelList, { signal }),
    enabled: q.length > 0,
  });
}
