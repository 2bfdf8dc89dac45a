import { useMutationState } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SIGN_OUT_KEY } from '../api/use-account-actions';

// Loaded only when a sign-out has failed: this sits in every page's first load.
const ErrorToast = lazy(() =>
  import('@/components/ui/error-toast').then((module) => ({ default: module.ErrorToast })),
);

/**
 * Says so when Sign out failed. Sign out goes home before it ends the
 * session, so the menu or owner bar whose button started it may be gone by
 * the time the answer comes: this reads the outcome from the mutation cache
 * instead, on every public page. The person is still signed in, and the
 * header still shows it.
 */
export function SignOutFailure() {
  const failed = useMutationState({
    filters: { mutationKey: SIGN_OUT_KEY, status: 'error' },
    select: (mutation) => mutation.mutationId,
  });
  const [dismissed, setDismissed] = useState<number>();
  const latest = failed.at(-1);
  if (latest === undefined || latest === dismissed) return null;
  return (
    <Suspense fallback={null}>
      <ErrorToast
        message="We couldn’t sign you out. Check your connection and try again."
        onDismiss={() => setDismissed(latest)}
      />
    </Suspense>
  );
}
