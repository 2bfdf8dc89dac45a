import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /accounts/provider — local accounts, or Clerk with its publishable key (docs/product.md#accounts). Fixed for a server's life. */
export function useAccountsProvider() {
  return useQuery({
    queryKey: ['accounts-provider'],
    queryFn: ({ signal }) =>
      apiGet(
        '/accounts/provider',
        async () => (await import('@waka/shared/accounts/accounts')).ZAccountsProvider,
        { signal },
      ),
    staleTime: Infinity,
  });
}
