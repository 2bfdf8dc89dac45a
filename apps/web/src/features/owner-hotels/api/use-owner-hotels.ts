import { useQuery } from '@tanstack/react-query';
import { ownerHotelsQuery } from '@/lib/owner-queries';

/** GET /owner/hotels — the signed-in owner's own hotels; the writes here refresh it. */
export function useOwnerHotels() {
  return useQuery(ownerHotelsQuery);
}
