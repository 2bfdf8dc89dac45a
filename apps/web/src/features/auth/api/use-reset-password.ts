import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@waka/shared/accounts/account-links';
import { apiSend } from '@/lib/api-client';
import { anyAnswer, useAfterChange } from './use-after-change';

/** POST /auth/reset-password. It signs out every session, this browser's too: who is here is read again. */
export function useResetPassword() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      apiSend('POST', '/auth/reset-password', anyAnswer, { body }),
    onSuccess: afterChange,
  });
}
