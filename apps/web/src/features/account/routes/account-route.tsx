import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/**
 * The navigation state that tells this page its account was just deleted
 * (docs/decisions/0026): it then says so instead of asking to sign in. Kept
 * here, not in lib/paths.ts, which is in the app shell.
 */
export const ACCOUNT_DELETED_STATE = 'accountDeleted';

/*
 * The page's parts load as a second step, so the route table in the app shell
 * names this one small file, not every chunk the forms use: the home page's
 * first JavaScript stays under its ceiling (the bundle budget,
 * bench/README.md#targets). A signed-in page can spare the round trip.
 */
const AccountPage = lazy(async () => ({
  default: (await import('../components/account-page')).AccountPage,
}));
const AccountDeletedPage = lazy(async () => ({
  default: (await import('../components/account-deleted-page')).AccountDeletedPage,
}));

/**
 * /account (docs/decisions/0026): the profile, the password and the person's
 * data, for a signed-in person; a visitor signs in first, as behind
 * SignedInGuard. Once the account is deleted the same address says so, to
 * someone who is no longer signed in: hence a guard of its own.
 */
export function AccountRoute() {
  const session = useSession();
  const location = useLocation();
  const state = location.state as { [ACCOUNT_DELETED_STATE]?: boolean } | null;
  const justDeleted = state?.[ACCOUNT_DELETED_STATE] === true;
  if (!justDeleted && session.isPending) return <Spinner label="Checking your account..." />;
  if (!justDeleted && !session.data)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <Suspense fallback={<Spinner label="Loading your account..." />}>
      {session.data ? <AccountPage /> : <AccountDeletedPage />}
    </Suspense>
  );
}
