import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ErrorToast } from '@/components/ui/error-toast';
import { SIGN_OUT_KEY } from '../api/use-sign-out';

/**
 * Says so when Sign out failed. Sign out goes home before it ends the
 * session, so the menu or owner bar whose button started it may be gone by
 * the time the answer comes: this reads the outcome from the mutation cache
 * instead, on every public page. Only the latest attempt counts (a retry in
 * flight or done clears it), and dismissing removes that attempt from the
 * cache, so it does not come back on the next page. The person is still
 * signed in, and the header still shows it.
 */
export function SignOutFailure() {
  const queryClient = useQueryClient();
  const attempts = useMutationState({
    filters: { mutationKey: SIGN_OUT_KEY },
    select: (mutation) => ({ id: mutation.mutationId, status: mutation.state.status }),
  });
  const latest = attempts.at(-1);
  const failedId = latest?.status === 'error' ? latest.id : undefined;
  const dismiss = useCallback(() => {
    const cache = queryClient.getMutationCache();
    const failed = cache.getAll().find((mutation) => mutation.mutationId === failedId);
    if (failed) cache.remove(failed);
  }, [queryClient, failedId]);
  return (
    <ErrorToast
      message={
        failedId === undefined
          ? null
          : 'We couldn’t sign you out. Check your connection and try again.'
      }
      onDismiss={dismiss}
    />
  );
}
