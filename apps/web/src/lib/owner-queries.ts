import { queryOptions } from '@tanstack/react-query';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { apiGet } from '@/lib/api-client';

/*
 * Queries of the owner area that several features read or refresh. They live
 * here because features do not import each other; one key per answer means
 * one fetch, and one invalidation refreshes every screen that shows it.
 */

/** Everything on the owner dashboard (its cards, recent bookings and chart). */
export const OWNER_DASHBOARD = ['owner-dashboard'] as const;

/** The owner's hotel list. */
export const OWNER_HOTELS = ['owner-hotels'] as const;

/**
 * GET /owner/hotels — the signed-in owner's own hotels, newest first (docs/product.md#roles).
 * Screens that need part of it (one hotel, a filter's options) pick from this
 * one query with `select`.
 */
export const ownerHotelsQuery = queryOptions({
  queryKey: OWNER_HOTELS,
  queryFn: ({ signal }) => apiGet('/owner/hotels', ZHotelList, { signal }),
});
