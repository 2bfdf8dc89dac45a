import { useQuery } from '@tanstack/react-query';
import { ZSessionUser } from '@waka/shared/accounts/accounts';
import { apiGet } from '@/lib/api-client';

/**
 * GET /accounts/me — who is signed in (null for a visitor), for the public
 * registration modal (D12). Features do not import each other, so this is
 * the auth feature's session call under the same cache key: both read one
 * cached answer, and signing in or out refreshes both.
 */
export function useSignedInPerson() {
  return useQuery({
    queryKey: ['session'],
    queryFn: ({ signal }) => apiGet('/accounts/me', ZSessionUser.nullable(), { signal }),
    staleTime: 5 * 60_000,
  });
}
