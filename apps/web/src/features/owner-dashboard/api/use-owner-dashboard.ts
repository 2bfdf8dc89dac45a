import { useQuery } from '@tanstack/react-query';
import { ZOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { apiGet } from '@/lib/api-client';
import { OWNER_DASHBOARD } from '@/lib/owner-queries';

/** GET /owner/dashboard — the signed-in owner's booking count, revenue and 10 latest bookings. */
export function useOwnerDashboard() {
  return useQuery({
    queryKey: OWNER_DASHBOARD,
    queryFn: ({ signal }) => apiGet('/owner/dashboard', ZOwnerDashboard, { signal }),
    // Bookings arrive at any moment: always check again when the owner comes back.
    staleTime: 0,
  });
}
