import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The one cache entry of who is signed in: signing in or out refreshes every reader. */
export const SESSION_KEY = ['session'] as const;

/**
 * GET /accounts/me — who is signed in (null for a guest), whichever provider
 * holds accounts. Every screen that asks (the header, the owner guard, the
 * public hotel registration) reads this one hook.
 */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) =>
      apiGet(
        '/accounts/me',
        // Imported with the call: every page asks, and zod need not be in their first load.
        async () => (await import('@waka/shared/accounts/accounts')).ZSessionUser.nullable(),
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
