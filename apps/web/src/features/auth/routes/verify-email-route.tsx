import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useVerifyEmail } from '../api/use-verify-email';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { readVerificationToken } from '../link-token';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4';

/** Where to get a new link: the banner when signed in, else signing in shows it. */
function AskAgain() {
  const session = useSession();
  if (session.data) {
    return <p>Use “Send it again” in the banner at the top of this page for a new link.</p>;
  }
  return (
    <>
      <ButtonLink to="/sign-in?next=%2F" size="lg">
        Sign in to get a new link
      </ButtonLink>
      <p className="text-sm">
        Don’t know the password?{' '}
        <Link to="/forgot-password" className={linkClasses}>
          Choose a new one
        </Link>
        , then ask for a new link.
      </p>
    </>
  );
}

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-4 text-slate-700">
        <p className="font-semibold text-slate-900">{message}</p>
        <AskAgain />
      </div>
    </AuthCard>
  );
}

const isInvalid = (error: ApiError | undefined) =>
  error !== undefined &&
  (['INVALID_TOKEN', 'USER_NOT_FOUND'].includes(error.error) || 'token' in error.fields);

/**
 * /verify-email?token=… — the link emailed on sign-up (docs/decisions/0033).
 * Anyone may have signed up with the address, so confirming it means
 * choosing the account's password: that signs out every device, and only
 * then do the stays and car hires booked as a guest with it join the
 * account. An expired, broken or used link says so and how to go on.
 */
export function VerifyEmailRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const claims = readVerificationToken(token);
  // When the page opened: a link that expires while the form is filled is the server's to refuse.
  const [openedAt] = useState(Date.now);
  const verify = useVerifyEmail();
  const error = verify.error instanceof ApiError ? verify.error : undefined;

  if (verify.isSuccess) {
    return (
      <AuthCard title="Your email is confirmed">
        <div role="status" className="flex flex-col gap-4 text-slate-700">
          <p>
            Sign in with the password you chose. Stays and car hires you booked as a guest with this
            email are now in My Bookings, with everything you book from now on.
          </p>
          <p>
            For your safety, every device that was signed in to this account has been signed out.
          </p>
          <ButtonLink to="/sign-in?next=%2Fmy-bookings" size="lg">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (error?.error === 'EMAIL_ALREADY_VERIFIED') {
    return (
      <AuthCard title="Your email is already confirmed">
        <div className="flex flex-col gap-4 text-slate-700">
          <p className="font-semibold text-slate-900">{error.message}</p>
          <ButtonLink to="/sign-in?next=%2Fmy-bookings" size="lg">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  const expired =
    error?.error === 'TOKEN_EXPIRED' ||
    (claims?.expiresAt !== undefined && claims.expiresAt <= openedAt);
  if (expired) {
    return (
      <LinkProblem
        title="This link has expired"
        message={ACCOUNT_LINK_MESSAGES.verificationLinkExpired}
      />
    );
  }
  if (!claims || isInvalid(error)) {
    return (
      <LinkProblem
        title="This link can’t be used"
        message={ACCOUNT_LINK_MESSAGES.verificationLinkInvalid}
      />
    );
  }
  const failure = verify.error
    ? error
      ? error.message
      : 'We couldn’t confirm your email. Please try again.'
    : null;

  return (
    <AuthCard title="Choose your password">
      <p className="mb-4 text-slate-700">
        To confirm that <span className="font-semibold break-words">{claims.email}</span> is yours,
        choose the password for your Waka account. Every device signed in to this account will be
        signed out.
      </p>
      <NewPasswordForm
        failure={failure}
        busy={verify.isPending}
        submitLabel="Confirm email and save password"
        busyLabel="Confirming..."
        onSubmit={(newPassword) => verify.mutateAsync({ token, newPassword })}
      />
    </AuthCard>
  );
}
