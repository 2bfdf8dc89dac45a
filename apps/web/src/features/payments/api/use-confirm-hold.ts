import { useQuery } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

const answerSchema = async () =>
  (await import('@waka/shared/payments/payments')).ZConfirmHoldAnswer;

/**
 * POST /holds/confirm — the emailed link that confirms paying at the hotel (or
 * at pickup) (docs/product.md#payment). Sent once per page: a query, not a
 * mutation, so a second render or React's development double effect never
 * sends it twice.
 */
export function useConfirmHold(token: string) {
  return useQuery({
    queryKey: ['confirm-hold', token],
    queryFn: () => apiSend('POST', '/holds/confirm', answerSchema, { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
