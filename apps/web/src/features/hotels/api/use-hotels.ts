import { useQuery } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/**
 * GET /hotels — every listed hotel. The key ['hotels'] is shared with the
 * home page's featured list (same call, same answer), so going from home to
 * /rooms shows the list at once.
 */
export function useHotels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['hotels'],
    queryFn: ({ signal }) => apiGet('/hotels', ZHotelList, { signal }),
  });
}
