import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SESSION_KEY } from '@/lib/session';
import { anyAnswer } from './use-after-change';

/**
 * GET /auth/verify-email?token=… — the emailed link (docs/decisions/0025).
 * Sent once per page: a query, not a mutation, so a second render never sends
 * it twice. Once it is done, who is signed in is read again, so the banner
 * that asked for it goes, and My Bookings shows what it attached.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const answer = await apiGet(
        `/auth/verify-email?token=${encodeURIComponent(token)}`,
        anyAnswer,
      );
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== 'verify-email',
      });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
