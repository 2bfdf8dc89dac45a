import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/**
 * The owner area's door (docs/product.md#owner-area): a visitor goes to sign in and comes back;
 * a customer reads a plain "owners only" page. The API checks again (docs/product.md#roles).
 */
export function OwnerGuard() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner label="Checking your account..." />;
  const user = session.data;
  if (!user)
    return (
      <Navigate
        to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  if (user.role !== 'hotelOwner') {
    return (
      <PageMessage title="Owners only">
        <p className="text-slate-600">
          {ACCOUNT_MESSAGES.ownersOnly}. You are signed in as a traveller.
        </p>
        <ButtonLink to="/" variant="secondary">
          Back to Waka
        </ButtonLink>
      </PageMessage>
    );
  }
  return <Outlet />;
}

/** A page for a signed-in person: a visitor goes to sign in first. */
export function SignedInGuard() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner label="Checking your account..." />;
  if (!session.data)
    return (
      <Navigate
        to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  return <Outlet />;
}
