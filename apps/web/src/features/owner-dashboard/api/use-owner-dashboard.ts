import { useQuery } from '@tanstack/react-query';
import { ZOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { apiGet } from '@/lib/api-client';

/** The dashboard's queries share this root, so a booking change can refresh them together. */
export const OWNER_DASHBOARD = ['owner-dashboard'] as const;

/** GET /owner/dashboard — the signed-in owner's booking count, revenue and 10 latest bookings. */
export function useOwnerDashboard() {
  return useQuery({
    queryKey: OWNER_DASHBOARD,
    queryFn: ({ signal }) => apiGet('/owner/dashboard', ZOwnerDashboard, { signal }),
    // Bookings arrive at any moment: always check again when the owner comes back.
    staleTime: 0,
  });
}
