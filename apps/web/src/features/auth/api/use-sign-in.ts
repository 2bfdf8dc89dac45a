import { useMutation } from '@tanstack/react-query';
import type { TSignInRequest } from '@waka/shared/accounts/accounts';
import { apiSend } from '@/lib/api-client';
import { anyAnswer, useAfterChange } from './use-after-change';

/** POST /auth/sign-in/email */
export function useSignIn() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: TSignInRequest) =>
      apiSend('POST', '/auth/sign-in/email', anyAnswer, { body }),
    onSuccess: afterChange,
  });
}
