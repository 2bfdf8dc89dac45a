import { useQuery } from '@tanstack/react-query';
import {
  ZOwnerDashboardSeries,
  type TOwnerDashboardDay,
} from '@waka/shared/bookings/booking-lists';
import { apiGet } from '@/lib/api-client';
import { OWNER_DASHBOARD } from '@/lib/owner-queries';

/** One night of the owner's hotels: what it earned (naira) and how full they were. */
export type DashboardDay = TOwnerDashboardDay;

/** GET /owner/dashboard/series — revenue and occupancy a day, 30 days either side of today. */
export function useDashboardSeries() {
  return useQuery({
    queryKey: [...OWNER_DASHBOARD, 'series'],
    queryFn: ({ signal }) => apiGet('/owner/dashboard/series', ZOwnerDashboardSeries, { signal }),
    staleTime: 0,
  });
}
