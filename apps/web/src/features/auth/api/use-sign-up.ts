import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import type { TSignUpRequest } from '@waka/shared/accounts/accounts';
import { ApiError, apiSend } from '@/lib/api-client';
import { anyAnswer, useAfterChange } from './use-after-change';

/**
 * POST /auth/sign-up/email, then /auth/sign-in/email with the same details. A
 * sign-up answers a known address exactly as a new one, so it opens no session
 * itself (docs/decisions/0018); the sign-in is what signs a new person in.
 * Its own file, so the sign-up screen's chunk carries it, not every page's.
 */
export function useSignUp() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (body: TSignUpRequest) => {
      await apiSend('POST', '/auth/sign-up/email', anyAnswer, { body });
      const credentials = { email: body.email, password: body.password };
      return apiSend('POST', '/auth/sign-in/email', anyAnswer, { body: credentials }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            throw new ApiError(401, error.error, ACCOUNT_MESSAGES.signUpNotSignedIn);
          }
          throw error;
        },
      );
    },
    onSuccess: afterChange,
  });
}
