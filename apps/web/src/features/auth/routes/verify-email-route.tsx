import { useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useVerifyEmail } from '../api/use-verify-email';
import { AuthCard } from '../components/auth-card';

/** Where to ask for a new link: the banner when signed in, else signing in shows it. */
function AskAgain() {
  const session = useSession();
  if (session.data) {
    return <p>Use “Send it again” in the banner at the top of this page for a new link.</p>;
  }
  return (
    <ButtonLink to="/sign-in?next=%2F" size="lg">
      Sign in to get a new link
    </ButtonLink>
  );
}

/**
 * /verify-email?token=… — the link emailed on sign-up (docs/decisions/0025).
 * It confirms the address, which brings the stays and car hires booked as a
 * guest with it into My Bookings; an expired or broken link says so and how to
 * get another.
 */
export function VerifyEmailRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const verify = useVerifyEmail(token);
  const error = verify.error instanceof ApiError ? verify.error : undefined;

  if (verify.isSuccess) {
    return (
      <AuthCard title="Your email is confirmed">
        <div role="status" className="flex flex-col gap-4 text-slate-700">
          <p>
            Thank you. Stays and car hires you booked as a guest with this email are now in My
            Bookings, with everything you book from now on.
          </p>
          <ButtonLink to="/my-bookings" size="lg">
            Go to My Bookings
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (error?.error === 'TOKEN_EXPIRED') {
    return (
      <AuthCard title="This link has expired">
        <div className="flex flex-col gap-4 text-slate-700">
          <p className="font-semibold text-slate-900">
            {ACCOUNT_LINK_MESSAGES.verificationLinkExpired}
          </p>
          <AskAgain />
        </div>
      </AuthCard>
    );
  }
  if (token === '' || (error && error.status !== 429 && error.status !== 0 && error.status < 500)) {
    return (
      <AuthCard title="This link can’t be used">
        <div className="flex flex-col gap-4 text-slate-700">
          <p className="font-semibold text-slate-900">
            {ACCOUNT_LINK_MESSAGES.verificationLinkInvalid}
          </p>
          <AskAgain />
        </div>
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard title="We couldn’t confirm your email">
        <div className="flex flex-col gap-4 text-slate-700">
          <p>{verify.error.message}</p>
          <Button size="lg" onClick={() => void verify.refetch()}>
            Try again
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirming your email">
      <Spinner label="Confirming your email..." />
    </AuthCard>
  );
}
