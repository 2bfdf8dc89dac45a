import { useMutation } from '@tanstack/react-query';
import type { TVerifyEmailRequest } from '@waka/shared/accounts/account-links';
import { apiSend } from '@/lib/api-client';
import { anyAnswer, useAfterChange } from './use-after-change';

/**
 * POST /auth/verify-email — the emailed link's token and the password the
 * holder chose (docs/decisions/0033). It signs out every session, this
 * browser's too: who is here is read again, and what was read as them dropped.
 */
export function useVerifyEmail() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: TVerifyEmailRequest) =>
      apiSend('POST', '/auth/verify-email', anyAnswer, { body }),
    onSuccess: afterChange,
  });
}
