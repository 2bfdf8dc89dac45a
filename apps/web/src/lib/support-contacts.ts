import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /support — Waka's support phone, WhatsApp and email
 * (docs/decisions/0027-the-support-line.md), read once a visit: the footer,
 * both receipts and the help pages share this one cache entry.
 */
export function useSupportContacts() {
  return useQuery({
    queryKey: ['support-contacts'],
    queryFn: ({ signal }) =>
      apiGet(
        '/support',
        // Imported with the call, so zod stays out of the footer's first load.
        async () => (await import('@waka/shared/support/support-contacts')).ZSupportContacts,
        { signal },
      ),
    // Configuration: it changes only when the server restarts.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
