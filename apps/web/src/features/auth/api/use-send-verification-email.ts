import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { anyAnswer } from './use-after-change';

/** POST /auth/send-verification-email: the link again, to the signed-in person's own address. */
export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/auth/send-verification-email', anyAnswer, { body: {} }),
  });
}
