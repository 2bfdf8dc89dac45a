import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAccountsProvider } from '../api/use-accounts-provider';

const ClerkSignIn = lazy(async () => ({ default: (await import('./clerk-screens')).ClerkSignIn }));
const ClerkSignUp = lazy(async () => ({ default: (await import('./clerk-screens')).ClerkSignUp }));

/**
 * Renders Clerk's sign-in or sign-up when the server runs in Clerk mode,
 * else the local form (`children`).
 */
export function ClerkOrLocal({
  screen,
  next,
  owner = false,
  children,
}: {
  screen: 'sign-in' | 'sign-up';
  next: string;
  owner?: boolean;
  children: ReactNode;
}) {
  const provider = useAccountsProvider();
  if (provider.isPending) return <Spinner label="Loading..." />;
  if (provider.data?.provider !== 'clerk') return children;
  const { publishableKey } = provider.data;
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      {screen === 'sign-in' ? (
        <ClerkSignIn publishableKey={publishableKey} next={next} />
      ) : (
        <ClerkSignUp publishableKey={publishableKey} next={next} owner={owner} />
      )}
    </Suspense>
  );
}

/** Clerk's browser object, present once its script has loaded (Clerk mode only). */
export function clerkSignOut(): Promise<void> | undefined {
  const clerk = (window as { Clerk?: { signOut: () => Promise<void> } }).Clerk;
  return clerk?.signOut();
}
