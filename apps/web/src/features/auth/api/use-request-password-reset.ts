import { useMutation } from '@tanstack/react-query';
import type { TRequestPasswordResetRequest } from '@waka/shared/accounts/account-links';
import { apiSend } from '@/lib/api-client';
import { anyAnswer } from './use-after-change';

/**
 * POST /auth/request-password-reset. The server answers alike whether or not
 * the address has an account (docs/decisions/0025), so the page says the same.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: TRequestPasswordResetRequest) =>
      apiSend('POST', '/auth/request-password-reset', anyAnswer, { body }),
  });
}
