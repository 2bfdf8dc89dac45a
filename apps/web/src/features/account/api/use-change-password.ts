import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@waka/shared/accounts/accounts';
import { apiSend } from '@/lib/api-client';

/** better-auth answers with its own shape; what matters is that it said yes. */
const anyAnswer = { parse: (data: unknown) => data };

/** POST /auth/change-password — the current password, then the new one (docs/decisions/0018). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: Pick<TChangePasswordRequest, 'currentPassword' | 'newPassword'>) =>
      apiSend('POST', '/auth/change-password', anyAnswer, { body }),
  });
}
