import { useQuery } from '@tanstack/react-query';
import { ZSessionUser } from '@waka/shared/accounts/accounts';
import { apiGet } from '@/lib/api-client';

export const SESSION_KEY = ['session'] as const;

/** GET /accounts/me — who is signed in (null for a guest), whichever provider holds accounts. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => apiGet('/accounts/me', ZSessionUser.nullable(), { signal }),
    staleTime: 5 * 60_000,
  });
}
