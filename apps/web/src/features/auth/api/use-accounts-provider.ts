import { useQuery } from '@tanstack/react-query';
import { ZAccountsProvider } from '@waka/shared/accounts/accounts';
import { apiGet } from '@/lib/api-client';

/** GET /accounts/provider — local accounts, or Clerk with its publishable key (D9). Fixed for a server's life. */
export function useAccountsProvider() {
  return useQuery({
    queryKey: ['accounts-provider'],
    queryFn: ({ signal }) => apiGet('/accounts/provider', ZAccountsProvider, { signal }),
    staleTime: Infinity,
  });
}
