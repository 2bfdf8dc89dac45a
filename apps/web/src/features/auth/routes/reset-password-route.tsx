import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { ClerkOrLocal } from '../components/clerk-mode';

/** The link's token is unknown, used or past its hour, or the account is gone. */
const isUnusable = (error: unknown) =>
  error instanceof ApiError &&
  (['INVALID_TOKEN', 'USER_NOT_FOUND'].includes(error.error) || 'token' in error.fields);

/**
 * /reset-password?token=… — the emailed link (docs/decisions/0025): the new
 * password twice. The link works once, within the hour; an unusable one says
 * so and offers a new one.
 */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPassword();

  if (token === '' || isUnusable(reset.error)) {
    return (
      <ClerkOrLocal screen="sign-in" next="/">
        <AuthCard title="This link can’t be used">
          <div className="flex flex-col gap-4 text-slate-700">
            <p className="font-semibold text-slate-900">
              {ACCOUNT_LINK_MESSAGES.resetLinkUnusable}
            </p>
            <ButtonLink to="/forgot-password" size="lg">
              Ask for a new link
            </ButtonLink>
          </div>
        </AuthCard>
      </ClerkOrLocal>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Your password is changed">
        <div role="status" className="flex flex-col gap-4 text-slate-700">
          <p>
            Sign in with your new password. For your safety, every device that was signed in to your
            account has been signed out.
          </p>
          <ButtonLink to="/sign-in" size="lg">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  const failure = reset.error
    ? reset.error instanceof ApiError
      ? reset.error.message
      : 'We couldn’t change your password. Please try again.'
    : null;

  return (
    <ClerkOrLocal screen="sign-in" next="/">
      <AuthCard
        title="Choose a new password"
        footer={
          <>
            Remembered it?{' '}
            <Link
              to="/sign-in"
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Sign in
            </Link>
          </>
        }
      >
        <NewPasswordForm
          failure={failure}
          busy={reset.isPending}
          submitLabel="Save new password"
          busyLabel="Saving..."
          onSubmit={(newPassword) => reset.mutateAsync({ token, newPassword })}
        />
      </AuthCard>
    </ClerkOrLocal>
  );
}
