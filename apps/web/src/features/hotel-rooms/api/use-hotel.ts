import { useQuery } from '@tanstack/react-query';
import { ZHotel } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/** GET /hotels/{hotelId} — one hotel, so a reload of /rooms/{id} works on its own. */
export function useHotel(hotelId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['hotel', hotelId],
    queryFn: ({ signal }) => apiGet(`/hotels/${encodeURIComponent(hotelId)}`, ZHotel, { signal }),
  });
}
