import { useQuery } from '@tanstack/react-query';
import { ZLocalGovernmentList } from '@waka/shared/places/places';
import { apiGet } from '@/lib/api-client';

/** GET /states/local-governments/{stateId} — one state's local government areas; none until a state is chosen. */
export function useLocalGovernments(stateId: number | null | undefined) {
  return useQuery({
    enabled: stateId != null,
    queryKey: ['places', 'local-governments', stateId],
    queryFn: ({ signal }) =>
      apiGet(`/states/local-governments/${stateId}`, ZLocalGovernmentList, { signal }),
    staleTime: Infinity,
  });
}
